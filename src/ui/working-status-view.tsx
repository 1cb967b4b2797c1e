/**
 * The header's "Undoing…" / "Deleting N URLs…" while a big change runs (`working-status.ts`); nothing
 * otherwise. A polite live region, present from the start so screen readers announce its text.
 */
import { useWorkingText } from "./working-status";
import "./working-status.css";

export function WorkingStatus() {
  const text = useWorkingText();
  return <output className="working-status">{text ?? ""}</output>;
}
