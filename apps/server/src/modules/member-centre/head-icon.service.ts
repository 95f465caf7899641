import type { DatabaseDeps } from '../../db/client';
import { membersRepo } from './members.repo';

interface Who {
  merchantId: number;
  memberId: number;
}

/** The member's head icon (1 until one is chosen). */
export async function headIconOf(services: DatabaseDeps, { merchantId, memberId }: Who) {
  const member = await membersRepo(services.database.db, merchantId).byId(memberId);
  return { icon: member?.headIcon ?? 1 };
}

/** Chooses one of the preset head icons (the schema bounds it to 1..HEAD_ICON_COUNT). */
export async function setHeadIcon(services: DatabaseDeps, { merchantId, memberId, icon }: Who & { icon: number }) {
  await membersRepo(services.database.db, merchantId).update(memberId, { headIcon: icon });
  return { icon };
}
