import { Column, Entity } from 'typeorm';
import { ReplicaRow } from './replica-row.js';

/** Dispatch.V2.TeamResponse: a team of technicians (a paged list: no export). */
@Entity({ name: 'st_teams' })
export class StTeamEntity extends ReplicaRow {
  @Column({ type: 'text', nullable: true })
  name!: string | null;
}
