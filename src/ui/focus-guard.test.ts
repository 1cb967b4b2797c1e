// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installFocusGuard } from "./focus-guard";

let stop: () => void;
/** Lets the MutationObserver's callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  // happy-dom lays nothing out: every element in the page counts as rendered
  vi.spyOn(Element.prototype, "getClientRects").mockImplementation(function (this: Element) {
    return (this.isConnected && !(this as HTMLElement).hidden ? [{}] : []) as unknown as DOMRectList;
  });
  document.body.innerHTML = `
    <header data-focus-fallback="button.redo:not(:disabled)|button.export">
      <button class="undo">Undo</button><button class="redo" disabled>Redo</button><button class="export">Export</button>
    </header>
    <section class="panel" data-focus-fallback=".notice button|.toggle">
      <ul><li><button class="toggle">Group 1</button><button class="fix">Fix all</button></li></ul>
    </section>
    <button class="outside">Outside</button>`;
  stop = installFocusGuard(document);
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

const $ = (selector: string) => document.querySelector(selector) as HTMLElement;

describe("installFocusGuard", () => {
  it("moves focus lost with a removed control to its container's fallback, in order", async () => {
    $(".fix").focus();
    // Chromium blurs a focused element that is removed (focusout without a relatedTarget)
    $(".fix").blur();
    $(".panel ul").remove();
    const notice = document.createElement("p");
    notice.className = "notice";
    notice.innerHTML = "<button>Undo fix</button>";
    $(".panel").append(notice);
    await settle();
    expect(document.activeElement?.textContent).toBe("Undo fix");
  });

  it("moves focus lost with a disabled control to the first fallback that can take it", async () => {
    $(".undo").focus();
    // Chromium blurs a focused element that gets disabled
    $(".undo").blur();
    ($(".redo") as HTMLButtonElement).disabled = false;
    ($(".undo") as HTMLButtonElement).disabled = true;
    await settle();
    expect(document.activeElement).toBe($(".redo"));
  });

  it("keeps focus inside an open modal dialog when the control that had it goes", async () => {
    const dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-modal", "true");
    dialog.innerHTML = `<button class="close">×</button><input class="field" data-autofocus>`;
    document.body.append(dialog);
    const confirm = document.createElement("div");
    confirm.setAttribute("role", "alertdialog");
    confirm.innerHTML = `<button class="keep">Keep editing</button>`;
    document.body.append(confirm);
    $(".keep").focus();
    $(".keep").blur();
    confirm.remove();
    await settle();
    expect(document.activeElement).toBe($(".field"));
  });

  it("in a dialog, moves focus lost with a removed control to its container's fallback there first", async () => {
    const dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    dialog.setAttribute("aria-modal", "true");
    dialog.innerHTML = `<button class="close">×</button>
      <div class="body" data-focus-fallback=".fix-all|input">
        <div class="bar"><button class="fix-all first">Fix all 2</button></div>
        <div class="bar"><button class="fix-all second">Fix all 3</button></div>
        <input class="line">
      </div>`;
    document.body.append(dialog);
    $(".first").focus();
    $(".first").blur();
    $(".first").closest(".bar")?.remove();
    await settle();
    expect(document.activeElement).toBe($(".second"));
    $(".second").blur();
    $(".second").closest(".bar")?.remove();
    await settle();
    // the last bar gone: the first field, not the dialog's Close
    expect(document.activeElement).toBe($(".line"));
  });

  it("leaves focus on the page when the user moved it there, not when a control went away", async () => {
    $(".fix").focus();
    $(".fix").blur(); // a click on a blank part of the page
    $(".panel").append(document.createElement("p"));
    await settle();
    expect(document.activeElement).toBe(document.body);
    // a press somewhere, then the control goes (Ctrl+Z disabling Undo): focus stays where the press left it
    $(".undo").focus();
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    $(".undo").blur();
    ($(".redo") as HTMLButtonElement).disabled = false;
    ($(".undo") as HTMLButtonElement).disabled = true;
    await settle();
    expect(document.activeElement).toBe(document.body);
    // a press on the control itself that the press then takes away (a click on Undo undoing the last step)
    ($(".undo") as HTMLButtonElement).disabled = false;
    $(".undo").focus();
    $(".undo").dispatchEvent(new Event("pointerdown", { bubbles: true }));
    $(".undo").blur();
    ($(".undo") as HTMLButtonElement).disabled = true;
    await settle();
    expect(document.activeElement).toBe($(".redo"));
    stop();
    $(".toggle").focus();
    $(".toggle").blur();
    $(".panel ul").remove();
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
