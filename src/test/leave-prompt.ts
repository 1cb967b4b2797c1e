/**
 * For tests of fields that ask before a reload or close (`useLeavePrompt`): a `beforeunload` dispatched on
 * the window, and whether a listener asked the browser to ask ("Leave site?"). DOM test environments only.
 */
export function asksBeforeLeaving(): boolean {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}
