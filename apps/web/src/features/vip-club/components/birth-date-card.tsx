import { VIP_MAX_AGE, VIP_MIN_AGE, type VipClubView } from '@playdeck/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateField } from '../../../components/ui/date-field';
import { toast } from '../../../components/ui/toast-store';
import { errorText } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { useSetBirthDate } from '../api/set-birth-date';
import styles from './vip.module.css';

/** The day `years` years before today (YYYY-MM-DD). */
const yearsAgo = (years: number) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  return date.toISOString().slice(0, 10);
};

function CakeIcon() {
  return (
    <svg className={styles.birthdayIcon} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
      <path d="M4 21h16v-7a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2Z" fill="currentColor" opacity="0.25" />
      <path
        d="M4 16c2 1.5 4-1 6 0s4 1.5 6 0 3-1 4 0M4 21h16v-7a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2Zm8-9V8m-4 4V9m8 3V9M12 5.5a1 1 0 0 0 1-1C13 3.5 12 2 12 2s-1 1.5-1 2.5a1 1 0 0 0 1 1Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The birthday bonus: the birth date is given once (it never changes), then the day is shown. */
export function BirthDateCard({ club }: { club: VipClubView }) {
  const { t } = useTranslation(['vip', 'errors']);
  const { format } = useMoney();
  const [day, setDay] = useState('');
  const save = useSetBirthDate();
  const bonus = club.levels[club.level]?.birthdayBonus ?? 0;

  if (club.birthDate)
    return (
      <section className={styles.birthday} data-testid="vip-birthday">
        <CakeIcon />
        <div>
          <strong>{t('birthday_set', { date: formatDate(club.birthDate) })}</strong>
          <p className={styles.muted}>
            {bonus > 0 ? t('birthday_bonus_on_day', { amount: format(bonus) }) : t('birthday_bonus_later')}
          </p>
        </div>
      </section>
    );

  return (
    <form
      className={styles.birthForm}
      data-testid="vip-birth-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!day) return;
        save.mutate(day, {
          onSuccess: () => toast.success(t('birthday_saved'), 1500),
          onError: (error) => toast.error(errorText(error, t)),
        });
      }}
    >
      <div className={styles.birthHead}>
        <CakeIcon />
        <div>
          <strong>{t('birthday_title')}</strong>
          <p className={styles.muted}>{t('birthday_text')}</p>
        </div>
      </div>
      <div className={styles.birthRow}>
        <DateField
          label={t('birth_date')}
          value={day}
          min={yearsAgo(VIP_MAX_AGE)}
          max={yearsAgo(VIP_MIN_AGE)}
          onChange={setDay}
          testId="vip-birth-date"
        />
        <Button type="submit" disabled={!day || save.isPending} testId="vip-birth-save">
          {t('birthday_save')}
        </Button>
      </div>
    </form>
  );
}
