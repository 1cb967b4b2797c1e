/**
 * The engine profiles: Google, Yandex and Bing as toggle buttons (`aria-pressed`), all on by default.
 * Switching one off hides the problems of rules only that engine has; the last one on cannot be switched
 * off. The choice is remembered by the store.
 */
import { memo } from "react";
import { ALL_ENGINES, type Engine } from "@/core/index";
import { TOOLS_TEXT } from "@/ui/messages";
import { useAppStore, useAppStoreApi } from "@/ui/store-context";
import "./toolbar.css";

const TEXT = TOOLS_TEXT.engines;

function EngineTogglesView() {
  const store = useAppStoreApi();
  const engines = useAppStore((state) => state.engines);
  const toggle = (engine: Engine) => {
    const on = engines.includes(engine);
    if (on && engines.length === 1) return;
    store.getState().setEngines(on ? engines.filter((e) => e !== engine) : [...engines, engine]);
  };
  return (
    <fieldset className="engine-toggles" title={TEXT.hint}>
      <legend className="visually-hidden">{TEXT.legend}</legend>
      <span className="engine-legend" aria-hidden="true">
        {TEXT.legend}
      </span>
      {ALL_ENGINES.map((engine) => {
        const on = engines.includes(engine);
        const last = on && engines.length === 1;
        return (
          <button
            key={engine}
            type="button"
            className={`engine-toggle engine-toggle--${engine}`}
            aria-pressed={on}
            aria-disabled={last || undefined}
            title={last ? TEXT.lastOne : undefined}
            onClick={() => toggle(engine)}
          >
            <span className="engine-check" aria-hidden="true" />
            {TEXT.names[engine]}
          </button>
        );
      })}
    </fieldset>
  );
}
// memoized: the problems panel around it renders again with every check an edit starts
export const EngineToggles = memo(EngineTogglesView);
