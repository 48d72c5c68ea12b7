// The <iframe> snippet to copy, read-only, with Copy (the clipboard, or else the text selected for
// Ctrl+C) and a preview of the embed. The player's Embed dialog and the studio's Embed show it.
import { useRef, useState } from 'react';
import { t } from '../../i18n/i18n';
import './embed.css';

interface Props {
  /** The HTML to paste. */
  code: string;
  /** The embed's own address, to preview it in a new tab. */
  src: string;
}

export function EmbedSnippet({ code, src }: Props) {
  const box = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<'yes' | 'select' | null>(null);

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard here.');
      await navigator.clipboard.writeText(code);
      setCopied('yes');
    } catch {
      // Refused (no permission, not a secure page): the text is selected, for Ctrl+C.
      box.current?.focus();
      box.current?.select();
      setCopied('select');
    }
  };

  return (
    <div className="embed-snippet">
      <label>
        {t('player.embed.snippetLabel')}
        <textarea
          ref={box}
          readOnly
          rows={4}
          spellCheck={false}
          value={code}
          data-testid="embed-snippet"
          onFocus={(e) => e.target.select()}
        />
      </label>
      <div className="embed-snippet-actions">
        <button type="button" data-testid="embed-copy" onClick={() => void copy()}>
          {t('player.embed.copy')}
        </button>
        <a href={src} target="_blank" rel="noopener" data-testid="embed-preview">
          {t('player.embed.preview')}
        </a>
        <span role="status" data-testid="embed-copied">
          {copied === 'yes' && t('player.embed.copied')}
          {copied === 'select' && t('player.embed.copySelect')}
        </span>
      </div>
    </div>
  );
}
