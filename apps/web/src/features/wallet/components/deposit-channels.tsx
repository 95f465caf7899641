import type { DepositChannel } from '@playdeck/contracts';
import type { ReactNode } from 'react';
import { RadioMark } from '../../../components/money/radio-mark';
import { WalletIcon } from '../../../components/money/wallet-icon';
import ui from '../../../components/ui/surface.module.css';
import { useTranslation } from '../../../lib/i18n-react';
import { useMoney } from '../../../lib/money/use-money';
import styles from './deposit-channels.module.css';

interface ChannelPickerProps {
  channels: DepositChannel[];
  value: string;
  onChange(id: string): void;
}

/** A channel's name, and the least and most it takes. */
function ChannelText({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation('wallet');
  const { format } = useMoney();
  return (
    <span className={ui.rowText}>
      <span className={styles.name}>{channel.name}</span>
      <span className={styles.limits}>
        {t('channel_limits', { min: format(channel.minAmount), max: format(channel.maxAmount) })}
      </span>
    </span>
  );
}

/** One channel of either template: a label around the group's native radio, then the channel's icon. */
function ChannelChoice({
  channel,
  className,
  value,
  onChange,
  children,
  iconSize,
}: Omit<ChannelPickerProps, 'channels'> & {
  channel: DepositChannel;
  className?: string;
  iconSize?: number;
  children: ReactNode;
}) {
  const checked = channel.id === value;
  return (
    <label className={className} data-checked={checked || undefined} data-testid={`deposit-channel-${channel.id}`}>
      <input
        type="radio"
        name="deposit-channel"
        className="visually-hidden"
        checked={checked}
        onChange={() => onChange(channel.id)}
      />
      <span className={`${ui.iconTile} ${styles.icon}`}>
        <WalletIcon name={channel.type === 'bank_transfer' ? 'bank' : 'card'} size={iconSize} />
      </span>
      {children}
    </label>
  );
}

/** Base deposit template: the channels as a radio list. */
export function ChannelList({ channels, value, onChange }: ChannelPickerProps) {
  const { t } = useTranslation('wallet');
  return (
    <fieldset className={styles.list} aria-label={t('deposit_method')} data-testid="deposit-channels">
      {channels.map((channel) => (
        <ChannelChoice key={channel.id} channel={channel} className={styles.row} value={value} onChange={onChange}>
          <ChannelText channel={channel} />
          <RadioMark checked={channel.id === value} />
        </ChannelChoice>
      ))}
    </fieldset>
  );
}

/** New deposit template: the channels as large tiles, instant ones tagged. */
export function ChannelTiles({ channels, value, onChange }: ChannelPickerProps) {
  const { t } = useTranslation('wallet');
  return (
    <fieldset className={styles.tiles} aria-label={t('deposit_method')} data-testid="deposit-channels">
      {channels.map((channel) => (
        <ChannelChoice
          key={channel.id}
          channel={channel}
          className={styles.tile}
          iconSize={22}
          value={value}
          onChange={onChange}
        >
          {channel.type !== 'bank_transfer' && (
            <span className={`${ui.pill} ${styles.tag}`}>{t('channel_instant')}</span>
          )}
          <ChannelText channel={channel} />
        </ChannelChoice>
      ))}
    </fieldset>
  );
}
