import { useCommonText } from '../modal/use-common-text.ts';
import './manual-copy-hint.css';

/** Said where a copy was refused: the text is selected for the person to copy. */
export function ManualCopyHint() {
  const text = useCommonText();
  return (
    <p className="manual-copy-hint" role="status">
      {text(
        'copy.refused',
        "Your browser didn't let us copy. It's selected above: copy it yourself with Ctrl+C (⌘C on a Mac), or touch and hold it on a phone.",
      )}
    </p>
  );
}
