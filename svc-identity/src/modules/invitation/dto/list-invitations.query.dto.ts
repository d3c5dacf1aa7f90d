import { PageQueryDto } from '@milestone/nest-kit';

/** A page of a company's pending invitations: 100 by default, never more than 500 rows. */
export const DEFAULT_INVITATION_PAGE = 100;
export const MAX_INVITATION_PAGE = 500;

export class ListInvitationsQueryDto extends PageQueryDto({ max: MAX_INVITATION_PAGE, default: DEFAULT_INVITATION_PAGE }) {}
