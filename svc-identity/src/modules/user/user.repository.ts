import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThan, Not, type EntityManager, type FindOptionsWhere, type Repository } from 'typeorm';
import { CompanyScope } from '@milestone/nest-kit';
import { UserEntity } from './user.entity.js';
import type { UserFilter } from './dto/list-users.query.dto.js';

/** Where a page of a list starts and how many rows it holds at most. */
export interface Page {
  limit: number;
  offset: number;
}

export type NewUserRow = Pick<UserEntity, 'email' | 'username' | 'firstName' | 'lastName' | 'role' | 'companyId' | 'passwordHash' | 'isEmailVerified'> & {
  isActive?: boolean;
};

/** The columns a change of an account writes (never its id, company or timestamps). */
export type UserChange = Partial<
  Pick<
    UserEntity,
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'role'
    | 'pendingEmail'
    | 'isEmailVerified'
    | 'emailVerificationToken'
    | 'emailVerificationExpires'
    | 'passwordHash'
    | 'lastLoginAt'
  >
>;

export type Credentials = Pick<UserEntity, 'id' | 'passwordHash' | 'isEmailVerified' | 'isActive'>;

/** A sign-up whose verification link expired unused; one awaiting activation waits for its admin instead. */
const expiredAt = (now: Date): FindOptionsWhere<UserEntity> => ({ isEmailVerified: false, isActive: true, emailVerificationExpires: LessThan(now) });

/**
 * The users table. A user chosen by another (an admin's target) is read and written through the
 * caller's companyId; the caller's own account and the anonymous flows (sign-in, links) find it
 * by id, e-mail or token. Methods taking an EntityManager run in the caller's transaction.
 */
@Injectable()
export class UserRepository {
  private readonly scope: CompanyScope<UserEntity>;

  constructor(@InjectRepository(UserEntity) private readonly repo: Repository<UserEntity>) {
    this.scope = new CompanyScope(repo);
  }

  /** Runs `work` in a transaction (without the outbox's relay: for changes that announce nothing). */
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.repo.manager.transaction(work);
  }

  existsByEmail(email: string): Promise<boolean> {
    return this.repo.existsBy({ email });
  }

  /** A verified account holds the address (an unverified sign-up does not count). */
  existsVerified(email: string): Promise<boolean> {
    return this.repo.existsBy({ email, isEmailVerified: true });
  }

  existsByEmailIn(manager: EntityManager, email: string): Promise<boolean> {
    return manager.existsBy(UserEntity, { email });
  }

  /** Someone other than `id` holds `email`. */
  emailTakenByOther(manager: EntityManager, email: string, id: number): Promise<boolean> {
    return manager.existsBy(UserEntity, { email, id: Not(id) });
  }

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.repo.findOneBy({ email });
  }

  findById(id: number): Promise<UserEntity | null> {
    return this.repo.findOneBy({ id });
  }

  /** What a sign-in checks. */
  findCredentials(email: string): Promise<Credentials | null> {
    return this.repo.findOne({ where: { email }, select: { id: true, passwordHash: true, isEmailVerified: true, isActive: true } });
  }

  findIdentity(email: string): Promise<Pick<UserEntity, 'id' | 'email' | 'isEmailVerified'> | null> {
    return this.repo.findOne({ where: { email }, select: { id: true, email: true, isEmailVerified: true } });
  }

  /** The user with their company. */
  findWithCompany(id: number): Promise<UserEntity | null> {
    return this.repo.findOne({ where: { id }, relations: { company: true } });
  }

  /** What an access check needs of the caller. */
  findActor(id: number): Promise<Pick<UserEntity, 'id' | 'email' | 'companyId' | 'role'> | null> {
    return this.repo.findOne({ where: { id }, select: { id: true, email: true, companyId: true, role: true } });
  }

  /** A user of the company; another company's is not found. */
  findOfCompany(companyId: number, id: number): Promise<UserEntity | null> {
    return this.scope.findOne(companyId, { id });
  }

  /**
   * Which of `emails` (lower-case) are addresses of the company's users who can sign in: active
   * (not awaiting activation) and verified. A removed user has no row.
   */
  async activeEmailsOfCompany(companyId: number, emails: string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const rows = await this.scope.find(companyId, { where: { email: In(emails), isActive: true, isEmailVerified: true }, select: { email: true } });
    return new Set(rows.map((r) => r.email));
  }

  /**
   * A page of the company, by name (id breaks ties, so pages never overlap), and how many match in
   * all. The company join is one row per user, so a plain LIMIT/OFFSET pages it.
   */
  listOfCompany(companyId: number, page: Page, filter?: UserFilter): Promise<[UserEntity[], number]> {
    const query = this.repo.createQueryBuilder('u').leftJoinAndSelect('u.company', 'company').where('u.company_id = :companyId', { companyId });
    if (filter === 'pending') query.andWhere('u.is_active = false');
    else if (filter) query.andWhere('u.role = :role', { role: filter });
    return query
      .orderBy('lower(u.first_name)', 'ASC', 'NULLS LAST')
      .addOrderBy('lower(u.last_name)', 'ASC', 'NULLS LAST')
      .addOrderBy('u.email', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .limit(page.limit)
      .offset(page.offset)
      .getManyAndCount();
  }

  /** A page of the company's users whose e-mail contains `part` (any case), by e-mail, and how many match. */
  searchOfCompany(companyId: number, part: string, page: Page): Promise<[UserEntity[], number]> {
    const pattern = `%${part.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.repo
      .createQueryBuilder('u')
      .leftJoinAndSelect('u.company', 'company')
      .where('u.company_id = :companyId', { companyId })
      .andWhere(`u.email LIKE :pattern ESCAPE '\\'`, { pattern })
      .orderBy('u.email', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .limit(page.limit)
      .offset(page.offset)
      .getManyAndCount();
  }

  insert(manager: EntityManager, row: NewUserRow): Promise<UserEntity> {
    return manager.save(manager.create(UserEntity, row));
  }

  /** The caller's own account, locked for the rest of the transaction. */
  lockForUpdate(manager: EntityManager, id: number): Promise<UserEntity | null> {
    return manager.findOne(UserEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async update(manager: EntityManager, id: number, change: UserChange): Promise<void> {
    await manager.update(UserEntity, { id }, change);
  }

  /** A company's user takes a new role. */
  async updateRoleOfCompany(manager: EntityManager, companyId: number, id: number, role: string): Promise<void> {
    await this.scope.update(companyId, { id }, { role }, manager);
  }

  async deleteOfCompany(manager: EntityManager, companyId: number, id: number): Promise<void> {
    await this.scope.delete(companyId, { id }, manager);
  }

  /**
   * Activates a company's account that waits for it: verified (vouched for) and active. Conditional
   * on waiting, so two activations at once activate once.
   */
  async activateOfCompany(manager: EntityManager, companyId: number, id: number): Promise<void> {
    await this.scope.update(
      companyId,
      { id, isActive: false },
      { isActive: true, isEmailVerified: true, emailVerificationToken: null, emailVerificationExpires: null },
      manager,
    );
  }

  async setPasswordHash(id: number, passwordHash: string): Promise<void> {
    await this.repo.update({ id }, { passwordHash });
  }

  async setResetToken(id: number, digest: string, expires: Date): Promise<void> {
    await this.repo.update({ id }, { passwordResetToken: digest, passwordResetExpires: expires });
  }

  existsByResetToken(digest: string): Promise<boolean> {
    return this.repo.existsBy({ passwordResetToken: digest });
  }

  findByResetToken(digest: string): Promise<Pick<UserEntity, 'id' | 'email' | 'passwordResetExpires'> | null> {
    return this.repo.findOne({ where: { passwordResetToken: digest }, select: { id: true, email: true, passwordResetExpires: true } });
  }

  /**
   * Sets the password of the account still holding the reset token `digest`, clears the token and
   * counts the e-mail as verified; false when the token was used meanwhile.
   */
  async useResetToken(id: number, digest: string, passwordHash: string): Promise<boolean> {
    const used = await this.repo.update(
      { id, passwordResetToken: digest },
      { passwordHash, passwordResetToken: null, passwordResetExpires: null, isEmailVerified: true },
    );
    return !!used.affected;
  }

  /** The account holding `email` without having proven it (an unverified sign-up). */
  findUnprovenHolder(manager: EntityManager, email: string): Promise<Pick<UserEntity, 'id' | 'companyId'> | null> {
    return manager.findOne(UserEntity, { where: { email, isEmailVerified: false }, select: { id: true, companyId: true } });
  }

  /** Deletes the account if it is still unverified; false when it is gone or verified meanwhile. */
  async deleteUnverified(manager: EntityManager, id: number): Promise<boolean> {
    const deleted = await manager.delete(UserEntity, { id, isEmailVerified: false });
    return !!deleted.affected;
  }

  /** A batch of the sign-ups expired at `now`, oldest id first. */
  findExpiredSignUps(now: Date, take: number): Promise<Array<Pick<UserEntity, 'id' | 'companyId'>>> {
    return this.repo.find({ where: expiredAt(now), select: { id: true, companyId: true }, take, order: { id: 'ASC' } });
  }

  findExpiredSignUp(email: string, now: Date): Promise<Pick<UserEntity, 'id' | 'companyId'> | null> {
    return this.repo.findOne({ where: { email, ...expiredAt(now) }, select: { id: true, companyId: true } });
  }

  /** Deletes the sign-up if it is still expired (a verification in the same moment wins). */
  async deleteIfExpired(manager: EntityManager, id: number, now: Date): Promise<boolean> {
    const deleted = await manager.delete(UserEntity, { id, ...expiredAt(now) });
    return !!deleted.affected;
  }
}
