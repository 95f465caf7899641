import { FEEDBACK_CATEGORIES, FEEDBACK_LIMITS, wordCount } from '@playdeck/contracts/feedback-constants';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { errorText, serverFieldErrors } from '../../../lib/errors';
import { useTranslation } from '../../../lib/i18n-react';
import { useSendFeedback } from '../api/feedback';
import { type FeedbackField, fieldProblems } from '../services/feedback-rules';
import styles from './feedback-form.module.css';
import { PicturePicker } from './picture-picker';

const EMPTY = { category: '', title: '', content: '' };

/** The feedback form (spec 2 /m/feedback, spec 5 limits): category, title, text, up to 3 pictures. */
export function FeedbackForm({ onSent }: { onSent(): void }) {
  const { t } = useTranslation(['feedback', 'errors']);
  const [values, setValues] = useState(EMPTY);
  const [pictures, setPictures] = useState<File[]>([]);
  const [problems, setProblems] = useState<Partial<Record<FeedbackField, string>>>({});
  const send = useSendFeedback();
  const words = wordCount(values.content);

  const change = (field: FeedbackField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = fieldProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    send.mutate(
      {
        fields: {
          category: values.category as (typeof FEEDBACK_CATEGORIES)[number],
          title: values.title.trim(),
          content: values.content.trim(),
        },
        pictures,
      },
      {
        onSuccess: () => {
          toast.success(t('sent'));
          setValues(EMPTY);
          setPictures([]);
          onSent();
        },
        onError: (error) => {
          const fields = serverFieldErrors(error);
          if (fields.length > 0) {
            setProblems(Object.fromEntries(fields.map((f) => [f.field, `!${f.message}`])));
          } else {
            toast.error(errorText(error, t));
          }
        },
      },
    );
  };

  /** A problem is a catalogue key, or `!` and the server's own words. */
  const say = (problem: string | undefined) =>
    problem?.startsWith('!') ? problem.slice(1) : problem && t(problem, { maximum: FEEDBACK_LIMITS.titleMaxChars });

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="feedback-form">
      <fieldset className={styles.group}>
        <legend>{t('category')}</legend>
        <div className={styles.chips}>
          {FEEDBACK_CATEGORIES.map((category) => (
            <button
              key={category}
              type="button"
              aria-pressed={values.category === category}
              className={styles.chip}
              onClick={() => change('category', category)}
              data-testid={`feedback-category-${category}`}
            >
              {t(`category_${category}`)}
            </button>
          ))}
        </div>
        {problems.category && <p className={styles.error}>{say(problems.category)}</p>}
      </fieldset>

      <label className={styles.group}>
        <span className={styles.label}>
          {t('title')}
          <small>
            {values.title.length}/{FEEDBACK_LIMITS.titleMaxChars}
          </small>
        </span>
        <input
          className={styles.input}
          value={values.title}
          maxLength={FEEDBACK_LIMITS.titleMaxChars}
          placeholder={t('title_placeholder')}
          onChange={(event) => change('title', event.target.value)}
          aria-invalid={Boolean(problems.title)}
          data-testid="feedback-title"
        />
        {problems.title && (
          <p className={styles.error} data-testid="feedback-title-error">
            {say(problems.title)}
          </p>
        )}
      </label>

      <label className={styles.group}>
        <span className={styles.label}>
          {t('content')}
          <small data-testid="feedback-word-count">
            {t('words', { count: words, min: FEEDBACK_LIMITS.minWords, max: FEEDBACK_LIMITS.maxWords })}
          </small>
        </span>
        <textarea
          className={styles.textarea}
          value={values.content}
          maxLength={FEEDBACK_LIMITS.contentMaxChars}
          rows={6}
          placeholder={t('content_placeholder')}
          onChange={(event) => change('content', event.target.value)}
          aria-invalid={Boolean(problems.content)}
          data-testid="feedback-content"
        />
        {problems.content && (
          <p className={styles.error} data-testid="feedback-content-error">
            {say(problems.content)}
          </p>
        )}
      </label>

      <div className={styles.group}>
        <span className={styles.label}>
          {t('pictures')}
          <small>{t('pictures_hint')}</small>
        </span>
        <PicturePicker pictures={pictures} onChange={setPictures} />
      </div>

      {send.isPending && pictures.length > 0 && (
        <div
          className={styles.progress}
          role="progressbar"
          aria-valuenow={Math.round(send.progress * 100)}
          data-testid="feedback-progress"
        >
          <span style={{ width: `${Math.round(send.progress * 100)}%` }} />
        </div>
      )}
      <Button type="submit" loading={send.isPending} testId="feedback-submit">
        {t('submit')}
      </Button>
    </form>
  );
}
