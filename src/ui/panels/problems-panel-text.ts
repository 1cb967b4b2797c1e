/**
 * Every text the problems panel shows: `messages.problems` plus the panel's own section of the messages
 * module, merged again after each change of language.
 */
import { subscribeLocale } from "@/ui/locale-state";
import { messages, PROBLEMS_PANEL_TEXT } from "@/ui/messages";

export const PROBLEMS_TEXT = { ...messages.problems, ...PROBLEMS_PANEL_TEXT };

subscribeLocale(() => Object.assign(PROBLEMS_TEXT, messages.problems, PROBLEMS_PANEL_TEXT));
