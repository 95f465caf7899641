import type { DownlineMember } from '@playdeck/contracts';
import { type FormEvent, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import ui from '../../../components/ui/surface.module.css';
import { TextField } from '../../../components/ui/text-field';
import { useTranslation } from '../../../lib/i18n-react';
import { useTeamMembers } from '../api/team';
import { AgentIcon } from '../components/agent-icon';
import styles from '../components/agents.module.css';
import { Breadcrumbs } from '../components/breadcrumbs';
import { DownlineList } from '../components/downline-list';
import { MemberSheet } from '../components/member-sheet';
import { ProposeContractSheet } from '../components/propose-contract-sheet';
import { Loading } from '../components/screen-states';
import { TransferSheet } from '../components/transfer-sheet';
import { useTeamScope } from '../hooks/use-team-scope';

const PAGE_SIZE = 20;

/**
 * /m/member/team (team management): a member's direct downline, paged, or a username found at any
 * depth; a member opens its actions (its team, transfer, promote, rebate, P&L, betting).
 */
export default function TeamMembersScreen() {
  const { t } = useTranslation('agents');
  const scope = useTeamScope();
  const [typed, setTyped] = useState('');
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ member: DownlineMember; sheet: 'actions' | 'transfer' | 'contract' } | null>(null);
  const members = useTeamMembers({
    memberId: username ? undefined : (scope.memberId ?? undefined),
    username: username || undefined,
    page,
    pageSize: PAGE_SIZE,
  });
  const data = members.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const search = (event: FormEvent) => {
    event.preventDefault();
    setUsername(typed.trim());
    setPage(1);
  };
  const drill = (memberId: number | null) => {
    setTyped('');
    setUsername('');
    setPage(1);
    setOpen(null);
    scope.drill(memberId);
  };

  return (
    <div className={ui.page} data-testid="team-members">
      <form className={styles.search} onSubmit={search}>
        <TextField
          label={t('search_username')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          maxLength={64}
          autoCapitalize="off"
          autoCorrect="off"
          testId="team-search"
        />
        <button type="submit" className={styles.searchButton} aria-label={t('search')} data-testid="team-search-submit">
          <AgentIcon name="search" size={20} />
        </button>
      </form>
      {!username && <Breadcrumbs path={data?.path ?? []} onPick={drill} />}
      <div className={styles.sectionHead}>
        <h3>{username ? t('search_results', { name: username }) : t('direct_downline')}</h3>
        {data && (
          <span className={styles.muted} data-testid="team-total">
            {t('members_count', { count: data.total })}
          </span>
        )}
      </div>
      {members.isError ? (
        <LoadError error={members.error} onRetry={() => void members.refetch()} />
      ) : !data ? (
        <Loading />
      ) : (
        <DownlineList
          members={data.list}
          onOpen={(member) => setOpen({ member, sheet: 'actions' })}
          testId="team-list"
        />
      )}
      {pages > 1 && (
        <div className={styles.pager}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </button>
          <span>
            {page} / {pages}
          </span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)} data-testid="team-next">
            {t('next')}
          </button>
        </div>
      )}
      {open?.sheet === 'actions' && (
        <MemberSheet
          member={open.member}
          direct={scope.memberId === null}
          onClose={() => setOpen(null)}
          onDrill={() => drill(open.member.id)}
          onTransfer={() => setOpen({ member: open.member, sheet: 'transfer' })}
          onPropose={() => setOpen({ member: open.member, sheet: 'contract' })}
        />
      )}
      {open?.sheet === 'transfer' && <TransferSheet member={open.member} onClose={() => setOpen(null)} />}
      {open?.sheet === 'contract' && <ProposeContractSheet member={open.member} onClose={() => setOpen(null)} />}
    </div>
  );
}
