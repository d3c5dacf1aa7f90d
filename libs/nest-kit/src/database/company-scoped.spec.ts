import 'reflect-metadata';
import { Column, DataSource, DeleteDateColumn, Entity, PrimaryGeneratedColumn, type EntityManager } from 'typeorm';
import { createTestDatabase, eventually, type TestDatabase } from '../testing/index.js';
import { databaseUrl } from './database.js';
import { CompanyScope, CrossCompanyWriteError } from './company-scoped.js';

@Entity({ name: 'notes' })
class NoteEntity {
  @PrimaryGeneratedColumn('identity')
  id!: number;

  @Column({ name: 'company_id', type: 'int' })
  companyId!: number;

  @Column({ type: 'varchar', length: 50 })
  text!: string;

  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;
}

// Against real PostgreSQL: the scope's writes and locks are SQL that a mock would not check.
describe(CompanyScope.name, () => {
  const mine = 7;
  const theirs = 8;
  let db: TestDatabase;
  let ds: DataSource;
  let sut: CompanyScope<NoteEntity>;
  let theirNote: NoteEntity;

  beforeAll(async () => {
    db = await createTestDatabase('company_scope');
    ds = await new DataSource({ type: 'postgres', url: databaseUrl(db.serverUrl, db.dbName), entities: [NoteEntity], synchronize: true }).initialize();
    sut = new CompanyScope(ds.getRepository(NoteEntity));
  });

  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  beforeEach(async () => {
    await ds.getRepository(NoteEntity).clear();
    [theirNote] = (await sut.insert(theirs, [{ text: 'theirs' }])) as [NoteEntity];
  });

  const stored = (id: number) => ds.getRepository(NoteEntity).findOne({ where: { id }, withDeleted: true });

  it('inserts rows as the company’s and finds only the company’s rows', async () => {
    const [note] = await sut.insert(mine, [{ text: 'mine' }]);
    expect(note).toMatchObject({ companyId: mine, text: 'mine' });
    expect((await sut.find(mine)).map((n) => n.text)).toEqual(['mine']);
    expect(await sut.findOne(mine, { id: theirNote.id })).toBeNull();
    expect(await sut.findAndCount(mine)).toEqual([[expect.objectContaining({ text: 'mine' })], 1]);
  });

  it('saves a loaded row of the company and refuses a row of another company', async () => {
    const [note] = await sut.insert(mine, [{ text: 'mine' }]);
    note!.text = 'changed';
    await sut.save(mine, note!);
    expect((await stored(note!.id))?.text).toBe('changed');

    theirNote.text = 'moved';
    expect(() => sut.save(mine, theirNote)).toThrow(CrossCompanyWriteError);
    expect(await stored(theirNote.id)).toMatchObject({ companyId: theirs, text: 'theirs' });
  });

  it('updates, deletes and soft-deletes only the company’s rows', async () => {
    const [note, other] = await sut.insert(mine, [{ text: 'a' }, { text: 'b' }]);
    expect(await sut.update(mine, { id: theirNote.id }, { text: 'x' })).toBe(0);
    expect(await sut.update(mine, { id: note!.id }, { text: 'x' })).toBe(1);
    expect((await stored(note!.id))?.text).toBe('x');

    expect(await sut.softDelete(mine, { id: theirNote.id })).toBe(0);
    expect(await sut.softDelete(mine, { id: note!.id })).toBe(1);
    expect(await sut.findOne(mine, { id: note!.id })).toBeNull();
    expect((await stored(note!.id))?.deletedAt).toBeInstanceOf(Date);

    expect(await sut.delete(mine, { id: theirNote.id })).toBe(0);
    expect(await sut.delete(mine, { id: other!.id })).toBe(1);
    expect(await stored(other!.id)).toBeNull();
    expect(await stored(theirNote.id)).toMatchObject({ text: 'theirs', deletedAt: null });
  });

  it('writes within the transaction of the manager it is given', async () => {
    await expect(
      ds.transaction(async (manager) => {
        await sut.insert(mine, [{ text: 'rolled back' }], manager);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await sut.find(mine)).toEqual([]);
  });

  it('locks a row of the company until the transaction ends, and never another company’s', async () => {
    const [note] = await sut.insert(mine, [{ text: 'mine' }]);
    await ds.transaction(async (manager) => {
      expect(await sut.lockForUpdate(manager, mine, { id: theirNote.id })).toBeNull();
    });

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const first = ds.transaction(async (manager: EntityManager) => {
      expect(await sut.lockForUpdate(manager, mine, { id: note!.id })).toMatchObject({ id: note!.id });
      locked();
      await released;
    });
    await isLocked;

    const order: string[] = [];
    const second = ds.transaction(async (manager) => {
      await sut.lockForUpdate(manager, mine, { id: note!.id });
      order.push('second locked');
    });
    // The second transaction waits on the first one's row lock (PostgreSQL says so), not on a timer.
    await eventually(async () => {
      const waiting: unknown[] = await ds.query(
        `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND wait_event_type = 'Lock' AND query LIKE '%FOR UPDATE%'`,
        [db.dbName],
      );
      return waiting.length === 1;
    });
    order.push('first commits');
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first commits', 'second locked']);
  });
});
