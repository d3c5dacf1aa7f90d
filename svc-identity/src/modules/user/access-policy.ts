/** Who is acting, as the database knows them now (a token's role may be up to 15 minutes old). */
export interface Actor {
  id: number;
  email: string;
  companyId: number;
  role: string;
  isSuperOwner: boolean;
}

/** Admins and owners manage users and the company; the super-owner is admin everywhere. */
export function isAdmin(actor: Actor): boolean {
  return actor.isSuperOwner || actor.role === 'admin' || actor.role === 'owner';
}

/** Only an owner or the super-owner makes, unmakes or deletes an owner. */
export function isOwner(actor: Actor): boolean {
  return actor.isSuperOwner || actor.role === 'owner';
}

const RANK: Record<string, number> = { user: 0, admin: 1, owner: 2 };

/** A change that takes privileges away: the user's sessions end so no token keeps the old role. */
export function isDemotion(from: string, to: string): boolean {
  return (RANK[to] ?? 0) < (RANK[from] ?? 0);
}
