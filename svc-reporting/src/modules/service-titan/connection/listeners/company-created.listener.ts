import { Injectable } from '@nestjs/common';

/** Connects the demo company (ST_DEMO_COMPANY_DOMAIN) with the ST_* settings when it is created. */
@Injectable()
export class CompanyCreatedListener {}
