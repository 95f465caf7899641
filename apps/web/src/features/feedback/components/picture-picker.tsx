import { FEEDBACK_LIMITS } from '@playdeck/contracts/feedback-constants';
import { useEffect, useMemo, useRef } from 'react';
import { Icon } from '../../../components/ui/icon';
import { toast } from '../../../components/ui/toast-store';
import { useTranslation } from '../../../lib/i18n-react';
import { pictureProblem } from '../services/feedback-rules';
import styles from './picture-picker.module.css';

/** Up to three PNG or JPEG pictures with previews; a refused file is said at once and not added. */
export function PicturePicker({ pictures, onChange }: { pictures: File[]; onChange(files: File[]): void }) {
  const { t } = useTranslation(['feedback', 'errors']);
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => pictures.map((file) => URL.createObjectURL(file)), [pictures]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const add = (files: FileList | null) => {
    const next = [...pictures];
    for (const file of files ?? []) {
      const problem = pictureProblem(file, next.length);
      if (problem) {
        toast.error(t(`errors:${problem}`));
        if (problem === 'upload.too.many') break;
        continue;
      }
      next.push(file);
    }
    onChange(next);
    if (input.current) input.current.value = '';
  };

  return (
    <div className={styles.picker} data-testid="feedback-pictures">
      {previews.map((url, index) => (
        <div key={url} className={styles.preview} data-testid="feedback-preview">
          <img src={url} alt={t('picture_alt', { n: index + 1 })} />
          <button
            type="button"
            className={styles.remove}
            aria-label={t('picture_remove')}
            onClick={() => onChange(pictures.filter((_, i) => i !== index))}
            data-testid="feedback-preview-remove"
          >
            <Icon name="close" size={14} />
          </button>
        </div>
      ))}
      {pictures.length < FEEDBACK_LIMITS.maxImages && (
        <label className={styles.add} data-testid="feedback-add-picture">
          <Icon name="plus" size={22} />
          <span>
            {pictures.length}/{FEEDBACK_LIMITS.maxImages}
          </span>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={(event) => add(event.target.files)}
            data-testid="feedback-file-input"
          />
        </label>
      )}
    </div>
  );
}
