import { Injectable } from '@nestjs/common';

/** The customer search's one query over the replica. */
@Injectable()
export class CustomerSearchRepository {}
