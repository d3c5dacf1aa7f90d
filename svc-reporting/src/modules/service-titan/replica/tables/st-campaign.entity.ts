import { Column, Entity } from 'typeorm';
import { ReplicaRow } from './replica-row.js';

/** Marketing.V2.CampaignResponse (a paged list: no export); category is the category's name. */
@Entity({ name: 'st_campaigns' })
export class StCampaignEntity extends ReplicaRow {
  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'text', nullable: true })
  category!: string | null;

  @Column({ type: 'text', nullable: true })
  source!: string | null;
}
