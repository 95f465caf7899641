import type { ReferralView } from '@playdeck/contracts';
import { useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import { LoadError } from '../../../components/ui/load-error';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { copyText } from '../../../lib/clipboard';
import { errorText } from '../../../lib/errors';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import { useSingleFlight } from '../../../lib/use-single-flight';
import { useReferral } from '../api/loyalty';
import { useClaimPromotion } from '../api/promotions';
import styles from '../components/loyalty.module.css';
import { CHANNEL_LOOK, shareTarget } from '../components/share-channels';

/** /m/inviteFriends (REFERRAL): the member's code and links, the programme's rule, the friends invited. */
export default function InviteFriendsScreen() {
  const { t } = useTranslation(['loyalty', 'errors']);
  const referral = useReferral();
  if (referral.isPending)
    return (
      <div className={styles.state} aria-busy="true">
        <Spinner size={28} />
      </div>
    );
  if (referral.isError) return <LoadError error={referral.error} onRetry={() => void referral.refetch()} />;
  return <Invitation view={referral.data} t={t} />;
}

function Invitation({ view, t }: { view: ReferralView; t: ReturnType<typeof useTranslation>['t'] }) {
  const { format } = useMoney();
  const claim = useClaimPromotion();
  const once = useSingleFlight();
  const [copied, setCopied] = useState<string | null>(null);
  const link = view.links.find((l) => l.channel === 'copy')?.url;
  const message = view.promotion
    ? t('share_text_reward', { code: view.code, amount: format(view.promotion.minDeposit) })
    : t('share_text', { code: view.code });

  const copy = async (what: 'code' | 'link', text: string) => {
    if (await copyText(text)) {
      setCopied(what);
      toast.success(t(what === 'code' ? 'code_copied' : 'link_copied'), 1200);
      setTimeout(() => setCopied(null), 1500);
    } else toast.error(t('copy_failed'));
  };
  const shareNative = async () => {
    if (!link) return;
    if (navigator.share) await navigator.share({ text: message, url: link }).catch(() => undefined);
    else await copy('link', link);
  };

  return (
    <div className={styles.screen} data-testid="invite-friends">
      <section className={styles.inviteHero}>
        <span className={styles.heroBadge}>
          <Icon name="userPlus" size={18} /> {t('invite_badge')}
        </span>
        {view.promotion ? (
          <>
            <h2 className={styles.heroTitle} data-testid="invite-reward">
              {t('invite_title', { amount: format(view.promotion.reward) })}
            </h2>
            <p className={styles.heroText}>
              {t('invite_rule', { deposit: format(view.promotion.minDeposit), amount: format(view.promotion.reward) })}
            </p>
          </>
        ) : (
          <>
            <h2 className={styles.heroTitle}>{t('invite_title_plain')}</h2>
            <p className={styles.heroText} data-testid="invite-no-programme">
              {t('invite_no_programme')}
            </p>
          </>
        )}
        <div className={styles.heroStats}>
          <span>
            <strong data-testid="invite-invited">{view.invited}</strong>
            {t('invited')}
          </span>
          <span>
            <strong data-testid="invite-earned">{format(view.earned)}</strong>
            {t('earned')}
          </span>
        </div>
      </section>

      <section className={styles.panel}>
        <span className={styles.panelLabel}>{t('your_code')}</span>
        <div className={styles.codeRow}>
          <strong className={styles.code} data-testid="invite-code">
            {view.code}
          </strong>
          <button
            type="button"
            className={styles.copyButton}
            onClick={() => void copy('code', view.code)}
            data-testid="invite-copy-code"
          >
            <Icon name={copied === 'code' ? 'check' : 'copy'} size={16} />
            {copied === 'code' ? t('copied') : t('copy')}
          </button>
        </div>
        {link && (
          <>
            <span className={styles.panelLabel}>{t('your_link')}</span>
            <div className={styles.linkRow}>
              <span className={styles.link} data-testid="invite-link">
                {link}
              </span>
              <button
                type="button"
                className={styles.copyButton}
                onClick={() => void copy('link', link)}
                data-testid="invite-copy-link"
              >
                <Icon name={copied === 'link' ? 'check' : 'copy'} size={16} />
                {copied === 'link' ? t('copied') : t('copy')}
              </button>
            </div>
            <nav className={styles.channels} aria-label={t('share_on')}>
              {view.links
                .filter((l) => l.channel !== 'copy')
                .map((l) => {
                  const look = CHANNEL_LOOK[l.channel];
                  const target = shareTarget(l.channel, l.url, message);
                  if (!look || !target) return null;
                  return (
                    <a
                      key={l.channel}
                      className={styles.channel}
                      href={target}
                      target="_blank"
                      rel="noopener noreferrer"
                      data-testid={`invite-channel-${l.channel}`}
                    >
                      <span className={styles.channelMark} style={{ background: look.colour }} aria-hidden="true">
                        {look.mark}
                      </span>
                      {l.labelNameEn}
                    </a>
                  );
                })}
              <button type="button" className={styles.channel} onClick={() => void shareNative()}>
                <span className={styles.channelMark} data-more="true" aria-hidden="true">
                  <Icon name="share" size={18} />
                </span>
                {t('more')}
              </button>
            </nav>
          </>
        )}
      </section>

      <section className={styles.panel}>
        <h3 className={styles.panelTitle}>{t('how_title')}</h3>
        <ol className={styles.steps}>
          <li>{t('how_share')}</li>
          <li>{t('how_register')}</li>
          <li>
            {view.promotion
              ? t('how_reward', { deposit: format(view.promotion.minDeposit), amount: format(view.promotion.reward) })
              : t('how_reward_plain')}
          </li>
        </ol>
        {view.promotion && view.promotion.wageringMultiplier > 0 && (
          <p className={styles.fine}>{t('reward_wagering', { times: view.promotion.wageringMultiplier })}</p>
        )}
      </section>

      <section className={styles.panel}>
        <h3 className={styles.panelTitle}>{t('friends_title')}</h3>
        {view.friends.length === 0 ? (
          <p className={styles.empty} data-testid="invite-friends-empty">
            {t('friends_empty')}
          </p>
        ) : (
          <ul className={styles.friends}>
            {view.friends.map((friend) => (
              <li key={`${friend.name}-${friend.registeredAt}`} className={styles.friend} data-testid="invite-friend">
                <span className={styles.avatar} aria-hidden="true">
                  {friend.name.slice(0, 1).toUpperCase()}
                </span>
                <span className={styles.friendText}>
                  <strong>{friend.name}</strong>
                  <small>{t('joined_on', { date: formatDate(friend.registeredAt) })}</small>
                </span>
                {friend.state === 'claim' && view.promotion ? (
                  <button
                    type="button"
                    className={styles.claimButton}
                    disabled={claim.isPending}
                    data-testid="invite-claim"
                    onClick={() => {
                      const id = view.promotion?.id;
                      if (id)
                        once(() =>
                          claim.mutateAsync(id).then(
                            (mine) => toast.success(t('claimed_toast', { amount: format(mine.amount ?? 0) }), 1500),
                            (error) => toast.error(errorText(error, t)),
                          ),
                        );
                    }}
                  >
                    {t('claim')} {friend.amount !== null && format(friend.amount)}
                  </button>
                ) : (
                  <span className={styles.chip} data-state={friend.state} data-testid="invite-friend-state">
                    {t(`friend_${friend.state}`)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
