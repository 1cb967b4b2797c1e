/**
 * The "Paste" dialog: a textarea for sitemap XML, a URL list or a robots.txt, read like a dropped file.
 */
import { useId, useState } from "react";
import { Dialog } from "./dialog";
import { messages } from "./messages";
import { useAppStoreApi } from "./store-context";

export interface PasteDialogProps {
  onClose: () => void;
}

export function PasteDialog({ onClose }: PasteDialogProps) {
  const store = useAppStoreApi();
  const [text, setText] = useState("");
  const id = useId();
  const submit = () => {
    if (!text.trim()) return;
    void store.getState().addPastedText(text);
    onClose();
  };
  return (
    <Dialog
      title={messages.paste.title}
      onClose={onClose}
      className="paste-dialog"
      footer={
        <>
          <button type="button" className="button" onClick={onClose}>
            {messages.actions.cancel}
          </button>
          <button type="button" className="button primary" disabled={!text.trim()} onClick={submit}>
            {messages.paste.submit}
          </button>
        </>
      }
    >
      <label htmlFor={id} className="field-label">
        {messages.paste.label}
      </label>
      <textarea
        id={id}
        data-autofocus
        className="paste-textarea"
        spellCheck={false}
        placeholder={messages.paste.placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) submit();
        }}
      />
    </Dialog>
  );
}
