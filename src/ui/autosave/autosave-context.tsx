/**
 * Which autosave the app's save status, other-tab banner and Start over use. The app provides its one
 * (`app/app-autosave.ts`); without a provider (component tests of other panels) they render nothing.
 */
import { createContext, type ReactNode, useContext } from "react";
import { createStore, useStore } from "zustand";
import type { Autosave, AutosaveState } from "@/store/persist-workspace";

const AutosaveContext = createContext<Autosave | undefined>(undefined);

export interface AutosaveProviderProps {
  autosave: Autosave;
  children: ReactNode;
}

export function AutosaveProvider({ autosave, children }: AutosaveProviderProps) {
  return <AutosaveContext value={autosave}>{children}</AutosaveContext>;
}

/** The autosave, or undefined without a provider. */
export function useAutosave(): Autosave | undefined {
  return useContext(AutosaveContext);
}

// read when there is no provider: nothing to show
const NONE = createStore<AutosaveState>()(() => ({ status: "idle", ready: true }));

/** One value of the autosave state (pass a selector returning a primitive or a stable value). */
export function useAutosaveState<T>(selector: (state: AutosaveState) => T): T {
  return useStore(useContext(AutosaveContext)?.state ?? NONE, selector);
}
