import { PageQueryDto } from '@milestone/nest-kit';

/** A user's saved calculations carry their whole form: a page of them stays a few MB at most. */
export const MAX_CALCULATION_PAGE = 100;

export class ListCalculationsQueryDto extends PageQueryDto({ max: MAX_CALCULATION_PAGE, default: MAX_CALCULATION_PAGE }) {}
