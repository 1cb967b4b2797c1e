/**
 * Whether one of our modal dialogs is open (they all say `aria-modal="true"`): the page's shortcuts, pastes
 * and drops leave the workspace alone behind one. DOM only.
 */
export function isModalOpen(): boolean {
  return document.querySelector('[aria-modal="true"]') !== null;
}
