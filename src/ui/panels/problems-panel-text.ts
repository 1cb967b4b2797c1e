/**
 * Every text the problems panel shows: `messages.problems` plus the panel's own section of the messages
 * module.
 */
import { messages, PROBLEMS_PANEL_TEXT } from "@/ui/messages";

export const PROBLEMS_TEXT = { ...messages.problems, ...PROBLEMS_PANEL_TEXT };
