import type { RedRainView } from '@playdeck/contracts';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/errors';
import { formatTime } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { clockText } from '../../../lib/server-clock';
import { useOpenEnvelope } from '../api/red-rain';
import { FallingEnvelopes } from './falling-envelopes';
import { RedEnvelope } from './red-envelope';
import styles from './red-rain.module.css';

/**
 * One rain: while a session falls, the envelope to tap (disabled while the open is in flight, so
 * a double tap sends one); once opened, the amount and what it takes to release it; between
 * sessions, the countdown to the next. `now` is the server's clock; `onBoundary` asks again when
 * a session starts or ends.
 */
export function RedRainCard({ rain, now, onBoundary }: { rain: RedRainView; now: number; onBoundary(): void }) {
  const { t } = useTranslation(['redrain', 'errors']);
  const { format } = useMoney();
  const open = useOpenEnvelope();
  const [problem, setProblem] = useState('');
  const session = rain.session;
  const startsAt = session ? new Date(session.startsAt).getTime() : 0;
  const endsAt = session ? new Date(session.endsAt).getTime() : 0;
  const live = Boolean(session) && now >= startsAt && now < endsAt;
  const opened: number | null =
    open.data && open.data.sessionIndex === session?.index ? open.data.amount : (session?.opened ?? null);
  const boundary = live ? endsAt : startsAt;

  // The session's start or end has passed: the schedule is read again (the next session, or live).
  const asked = useRef(0);
  useEffect(() => {
    if (session && now >= boundary && asked.current !== boundary) {
      asked.current = boundary;
      onBoundary();
    }
  }, [session, now, boundary, onBoundary]);

  // A second tap can land before the disabled button is drawn: the ref refuses it at once.
  const inFlight = useRef(false);
  const tap = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem('');
    open.mutate(rain.promotionId, {
      onSettled: () => {
        inFlight.current = false;
      },
      onError: (error) => {
        const text = errorText(error, t);
        setProblem(text);
        toast.error(text);
      },
    });
  };

  const rule =
    rain.wageringMultiplier > 0
      ? t('locked_rule', { amount: format((opened ?? 0) * rain.wageringMultiplier), times: rain.wageringMultiplier })
      : t('free_rule');

  return (
    <article className={styles.card} data-testid="red-rain" data-live={live} data-promotion={rain.promotionId}>
      <header className={styles.hero}>
        {rain.title.toLowerCase() !== t('title').toLowerCase() && <span className={styles.eyebrow}>{t('title')}</span>}
        <h2 className={styles.heroTitle}>{rain.title}</h2>
        <span className={styles.upTo}>{t('up_to', { amount: format(rain.max) })}</span>
      </header>

      <div className={styles.stage}>
        {live && opened === null && <FallingEnvelopes />}
        {opened !== null ? (
          <div className={styles.reveal} data-testid="rain-reveal">
            <RedEnvelope open className={styles.revealEnvelope} />
            <div className={styles.revealCard}>
              <span className={styles.revealLabel}>{t('you_got')}</span>
              <strong className={styles.revealAmount} data-testid="rain-amount">
                {format(opened)}
              </strong>
              <p className={styles.revealRule} data-testid="rain-wagering">
                {rule}
              </p>
            </div>
          </div>
        ) : (
          <button
            type="button"
            className={styles.envelope}
            disabled={!live || open.isPending}
            aria-busy={open.isPending}
            onClick={tap}
            data-testid="rain-open"
          >
            <RedEnvelope className={styles.envelopeArt} />
            <span className={styles.envelopeLabel}>{open.isPending ? t('opening') : live ? t('tap') : t('wait')}</span>
          </button>
        )}
      </div>

      <section className={styles.status} aria-live="polite">
        {!session ? (
          <p className={styles.statusText} data-testid="rain-over">
            {t('over')}
          </p>
        ) : live ? (
          <>
            <span className={styles.statusLive}>{opened === null ? t('live') : t('opened_wait')}</span>
            <span className={styles.statusText}>
              {t('ends_in')}{' '}
              <time className={styles.inlineClock} data-testid="rain-ends-in">
                {clockText(endsAt - now)}
              </time>
            </span>
          </>
        ) : (
          <>
            <span className={styles.statusLabel}>{t('next_in')}</span>
            <time className={styles.clock} data-testid="rain-countdown" dateTime={session.startsAt}>
              {clockText(startsAt - now)
                .split(':')
                .map((part, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the parts are hours, minutes, seconds by place
                  <span key={i} className={styles.clockGroup}>
                    {i > 0 && <span className={styles.clockColon}>:</span>}
                    <span className={styles.clockPart}>{part}</span>
                  </span>
                ))}
            </time>
            <span className={styles.statusText}>{t('starts_at', { time: formatTime(session.startsAt) })}</span>
          </>
        )}
        {problem && (
          <p className={styles.problem} role="alert" data-testid="rain-error">
            {problem}
          </p>
        )}
      </section>

      <section className={styles.how}>
        <h3 className={styles.howTitle}>{t('how_title')}</h3>
        <ul className={styles.howList}>
          <li>{t('how_once')}</li>
          <li>
            {rain.min === rain.max
              ? t('how_fixed', { amount: format(rain.max) })
              : t('how_range', { min: format(rain.min), max: format(rain.max) })}
          </li>
          <li data-testid="rain-how-wagering">
            {rain.wageringMultiplier > 0 ? t('how_wagering', { times: rain.wageringMultiplier }) : t('how_free')}
          </li>
        </ul>
      </section>
    </article>
  );
}
