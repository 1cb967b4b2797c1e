// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatW3cDatetime } from "@/core/index";
import { createSitemapStore } from "@/store/sitemap-store";
import { makeDoc } from "@/test/factories";
import { SLOW_BULK_ROWS } from "@/ui/hooks/use-slow-step";
import { StoreProvider } from "@/ui/store-context";
import { createMainThreadClient } from "@/workers/sitemap-client";
import {
  BulkEditForm,
  formatNowForRows,
  getLocalInputDatetime,
  getShownZone,
  getTypedDatetimeForRows,
} from "./bulk-edit-form";

afterEach(cleanup);

function renderForm(count: number) {
  const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
  const file = makeDoc(3);
  store.setState({ files: [file] });
  const rows = file.urls.map((_, entry) => ({ file: file.name, entry }));
  render(
    <StoreProvider store={store}>
      <BulkEditForm getRows={() => rows} count={count} />
    </StoreProvider>,
  );
  return { store, name: file.name };
}

const changefreqs = (store: ReturnType<typeof renderForm>["store"]) =>
  store.getState().files[0].urls.map((url) => url.changefreq);

describe("BulkEditForm", () => {
  it("changes a small selection at once, saying nothing", async () => {
    const user = userEvent.setup();
    const { store } = renderForm(3);
    await user.selectOptions(screen.getByLabelText("Change selected rows:"), "changefreq");
    await user.selectOptions(screen.getByLabelText("New value"), "monthly");
    await user.click(screen.getByRole("button", { name: "Set" }));
    expect(changefreqs(store)).toEqual(["monthly", "monthly", "monthly"]);
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says it is working on a big selection before the change, then makes it once", async () => {
    const user = userEvent.setup();
    const { store } = renderForm(SLOW_BULK_ROWS);
    await user.selectOptions(screen.getByLabelText("Change selected rows:"), "changefreq");
    await user.selectOptions(screen.getByLabelText("New value"), "yearly");
    const before = changefreqs(store);
    // a click without the user-event library's pauses: they would let the change run before the look
    act(() => {
      fireEvent.click(screen.getByRole("button", { name: "Set" }));
    });
    // shown first, the rows not yet changed, the buttons off so a second click cannot start another
    expect(screen.getByRole("status").textContent).toBe("Changing 100,000 rows…");
    expect(changefreqs(store)).toEqual(before);
    expect(screen.getByRole("button", { name: "Set" }).hasAttribute("disabled")).toBe(true);
    await waitFor(() => expect(changefreqs(store)).toEqual(["yearly", "yearly", "yearly"]));
    expect(screen.queryByRole("status")).toBeNull();
    expect(store.getState().past).toHaveLength(1);
  });
});

describe("the date field's tooltip", () => {
  it("names no zone before one is worked out (no selection yet), and the rows' zone once selected", () => {
    const { store, name } = renderForm(3);
    const field = () => screen.getByLabelText("New value");
    // lastmod is the field first chosen: no "written with the zone :" over an empty zone
    expect(field().getAttribute("title")).toBeNull();
    act(() => store.getState().setSelection([{ file: name, entry: 0 }]));
    expect(field().getAttribute("title")).toMatch(/[+-]\d\d:\d\d|Z/);
  });
});

describe("Set to now", () => {
  it("writes the moment in the zone the rows' lastmods use, else the browser's", () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const doc = makeDoc(3, (i) => ({
      lastmod: i < 2 ? "2026-11-01T10:00:00+03:00" : "2026-11-01T10:00:00Z",
    }));
    store.setState({ files: [{ ...doc, name: "a.xml" }] });
    const rows = [0, 1, 2].map((entry) => ({ file: "a.xml", entry }));
    const now = new Date("2026-12-03T09:30:00Z");
    expect(formatNowForRows(store.getState(), rows, now)).toBe("2026-12-03T12:30:00+03:00");
    // rows written in Z get Z, as a time typed for them does
    expect(formatNowForRows(store.getState(), rows.slice(2), now)).toBe("2026-12-03T09:30:00Z");
    expect(getShownZone(store.getState(), rows.slice(2), now)).toEqual({ text: "Z", own: false });
    expect(getTypedDatetimeForRows(store.getState(), rows.slice(2), "2026-12-05T10:30")).toBe(
      "2026-12-05T10:30:00Z",
    );
  });
});

describe("the form's titles", () => {
  it("speak of one selected row as one", () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const doc = makeDoc(2, () => ({ lastmod: "2026-11-01" }));
    store.setState({ files: [{ ...doc, name: "a.xml" }] });
    const rows = [{ file: "a.xml", entry: 0 }];
    store.getState().setSelection(rows);
    render(
      <StoreProvider store={store}>
        <BulkEditForm getRows={() => rows} count={1} />
      </StoreProvider>,
    );
    expect(screen.getByRole("button", { name: "Set" }).getAttribute("title")).toBe(
      "Set this value on the selected row (Undo reverts it)",
    );
    expect(screen.getByRole("button", { name: "Clear field" }).getAttribute("title")).toBe(
      "Remove this field from the selected row",
    );
  });
});

describe("the zone beside the date field", () => {
  it("shows the zone Set writes a typed time in: the rows' lastmods', else this computer's", async () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const doc = makeDoc(3, (i) => ({ lastmod: i < 2 ? "2026-11-01T10:00:00+03:00" : "" }));
    store.setState({ files: [{ ...doc, name: "a.xml" }] });
    const rows = [0, 1, 2].map((entry) => ({ file: "a.xml", entry }));
    store.getState().setSelection(rows);
    render(
      <StoreProvider store={store}>
        <BulkEditForm getRows={() => rows} count={3} />
      </StoreProvider>,
    );
    const zone = screen.getByTestId("bulk-zone");
    expect(zone.textContent).toBe("+03:00");
    expect(zone.getAttribute("title")).toMatch(
      /written with \+03:00: the timezone most of the selected rows/,
    );
    // no zone in the rows nor their files: the browser's, said to be this computer's
    const now = new Date("2026-12-03T09:30:00Z");
    const plain = makeDoc(2, () => ({ lastmod: "2026-11-01" }));
    store.setState({ files: [{ ...plain, name: "b.xml" }] });
    const shown = getShownZone(store.getState(), [{ file: "b.xml", entry: 0 }], now);
    expect(shown.own).toBe(true);
    expect(shown.text).toBe(formatW3cDatetime(now).slice(-6));
  });
});

describe("the zone of a .ru site's rows with no zone anywhere", () => {
  it("is Moscow's, as Fix all's default, not this computer's, and its tooltip says so", () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const shop = makeDoc(2, (i) => ({ loc: `https://магазин.рф/p${i}`, lastmod: "2026-11-01" }));
    store.setState({ files: [{ ...shop, name: "shop.xml" }] });
    const rows = [0, 1].map((entry) => ({ file: "shop.xml", entry }));
    const now = new Date("2026-12-03T09:30:00Z");
    expect(getShownZone(store.getState(), rows, now)).toEqual({ text: "+03:00", own: false, country: true });
    // its tooltip says where it comes from, not from the rows' lastmods (which have none)
    store.getState().setSelection(rows);
    render(
      <StoreProvider store={store}>
        <BulkEditForm getRows={() => rows} count={2} />
      </StoreProvider>,
    );
    expect(screen.getByTestId("bulk-zone").getAttribute("title")).toBe(
      "The time typed is written with +03:00, the time of the site's country domain (.ru, .рф, .su, .by), as Fix all offers: no lastmod of the selected rows or their files has a timezone",
    );
    expect(formatNowForRows(store.getState(), rows, now)).toBe("2026-12-03T12:30:00+03:00");
    expect(getTypedDatetimeForRows(store.getState(), rows, "2026-12-05T10:30")).toBe(
      "2026-12-05T10:30:00+03:00",
    );
  });
});

describe("a date and time typed", () => {
  it("is the wall-clock time in the zone the rows' lastmods use, else in the browser's", () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const doc = makeDoc(3, (i) => ({ lastmod: i < 2 ? "2026-11-01T10:00:00+03:00" : "" }));
    store.setState({ files: [{ ...doc, name: "a.xml" }] });
    const rows = [0, 1, 2].map((entry) => ({ file: "a.xml", entry }));
    // a Moscow site: 12:00 typed is 12:00 Moscow time, whatever the computer's zone
    expect(getTypedDatetimeForRows(store.getState(), rows, "2026-11-29T12:00")).toBe(
      "2026-11-29T12:00:00+03:00",
    );
    expect(getTypedDatetimeForRows(store.getState(), rows, "2026-11-29T12:00:05")).toBe(
      "2026-11-29T12:00:05+03:00",
    );
    // rows of a file whose lastmods have no zone: the browser's, as before
    const plain = makeDoc(2, () => ({ lastmod: "2026-11-01" }));
    store.setState({
      files: [
        { ...doc, name: "a.xml" },
        { ...plain, name: "b.xml" },
      ],
    });
    const undated = [0, 1].map((entry) => ({ file: "b.xml", entry }));
    expect(getTypedDatetimeForRows(store.getState(), undated, "2026-11-29T12:00")).toBe(
      getLocalInputDatetime("2026-11-29T12:00"),
    );
    expect(getTypedDatetimeForRows(store.getState(), rows, "")).toBeUndefined();
  });

  it("takes the zone of the rows' files when the rows' own lastmods have none (date-only, empty)", () => {
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const doc = makeDoc(4, (i) => ({
      lastmod: i < 2 ? "2026-11-01T10:00:00+03:00" : i === 2 ? "2026-11-01" : "",
    }));
    store.setState({ files: [{ ...doc, name: "a.xml" }] });
    const undated = [2, 3].map((entry) => ({ file: "a.xml", entry }));
    expect(getTypedDatetimeForRows(store.getState(), undated, "2026-11-29T12:00")).toBe(
      "2026-11-29T12:00:00+03:00",
    );
    expect(formatNowForRows(store.getState(), undated, new Date("2026-12-03T09:30:00Z"))).toBe(
      "2026-12-03T12:30:00+03:00",
    );
  });

  it("is what Set writes", async () => {
    const user = userEvent.setup();
    const store = createSitemapStore({ client: createMainThreadClient(), storage: null });
    const doc = makeDoc(2, () => ({ lastmod: "2026-11-01T10:00:00+03:00" }));
    store.setState({ files: [{ ...doc, name: "a.xml" }] });
    const rows = [0, 1].map((entry) => ({ file: "a.xml", entry }));
    render(
      <StoreProvider store={store}>
        <BulkEditForm getRows={() => rows} count={2} />
      </StoreProvider>,
    );
    fireEvent.change(screen.getByLabelText("New value"), { target: { value: "2026-11-29T12:00" } });
    await user.click(screen.getByRole("button", { name: "Set" }));
    expect(store.getState().files[0].urls.map((url) => url.lastmod)).toEqual([
      "2026-11-29T12:00:00+03:00",
      "2026-11-29T12:00:00+03:00",
    ]);
    // Enter in the date field sets it too
    fireEvent.change(screen.getByLabelText("New value"), { target: { value: "2026-11-30T08:30" } });
    fireEvent.keyDown(screen.getByLabelText("New value"), { key: "Enter" });
    await vi.waitFor(() =>
      expect(store.getState().files[0].urls.map((url) => url.lastmod)).toEqual([
        "2026-11-30T08:30:00+03:00",
        "2026-11-30T08:30:00+03:00",
      ]),
    );
  });
});
