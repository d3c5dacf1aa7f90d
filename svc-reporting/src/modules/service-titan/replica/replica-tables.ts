import { StCustomerContactEntity } from './tables/st-customer-contact.entity.js';
import { StCustomerEntity } from './tables/st-customer.entity.js';
import { StLocationEntity } from './tables/st-location.entity.js';

/**
 * The replica's tables, one per entity (StEntityKey), each with its mapping from the raw record to
 * the typed columns. The sync writes through this registry; data-source.ts lists the same classes.
 */
export const REPLICA_ENTITIES = [StCustomerEntity, StCustomerContactEntity, StLocationEntity];
