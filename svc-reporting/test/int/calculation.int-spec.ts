import { publicRoutes } from '@milestone/nest-kit/testing';
import { DataSource } from 'typeorm';
import {
  createTestDatabase,
  createTestIssuer,
  eventually,
  pendingSchemaChanges,
  uniqueSuffix,
  type TestDatabase,
  type TestIssuer,
  type TestService,
} from '@milestone/nest-kit/testing';
import { CalculationTotalsBackfill } from '../../src/modules/calculation/calculation-totals-backfill.service.js';
import { client, startReportingService } from '../support/reporting-service.js';
import { aCompanyId, aDefaultFormData, aFormData, aSaveBody, aUserId } from '../factories/calculation.factory.js';

describe('Saved load calculations API', () => {
  let db: TestDatabase;
  let issuer: TestIssuer;
  let svc: TestService;

  const companyA = aCompanyId();
  const alice = { id: aUserId(), companyId: companyA };
  const adam = { id: aUserId(), companyId: companyA };
  // Same user id in another company: the company is part of the scope, not only the user.
  const mallory = { id: alice.id, companyId: aCompanyId() };
  let asAlice: ReturnType<typeof client>;
  let asAdam: ReturnType<typeof client>;
  let asMallory: ReturnType<typeof client>;

  beforeAll(async () => {
    db = await createTestDatabase('reporting');
    issuer = await createTestIssuer();
    svc = await startReportingService(db, issuer, `svc-reporting-${uniqueSuffix()}`);
    asAlice = client(svc.url, await issuer.sign(alice));
    asAdam = client(svc.url, await issuer.sign(adam));
    asMallory = client(svc.url, await issuer.sign(mallory));
  }, 30_000);

  afterAll(async () => {
    await svc?.close();
    await issuer?.close();
    await db?.drop();
  });

  it('has a schema that matches its entities (a generated migration would be empty)', async () => {
    expect(await pendingSchemaChanges(svc.app.get(DataSource))).toEqual([]);
  });

  it('guards every route but /health', async () => {
    expect(publicRoutes(svc.app)).toEqual(['HealthController.health']);
    const anonymous = client(svc.url, null);
    for (const res of [
      await anonymous.get('/api/calculations'),
      await anonymous.post('/api/calculations/save', aSaveBody()),
      await anonymous.delete('/api/calculations/1'),
      await anonymous.get('/api/service-titan/status'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Unauthorized' });
    }
    const health = await eventually(async () => {
      const r = await anonymous.get('/health');
      return r.status === 200 ? r : null;
    });
    expect(health.body).toEqual({ status: 'ok', database: 'up', nats: 'up' });
  });

  it('saves a calculation with trimmed name and description and answers it with 201', async () => {
    const formData = aFormData();
    const res = await asAlice.post('/api/calculations/save', { name: '  Whitfield residence ', description: '  200 A upgrade  ', formData });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Whitfield residence',
      description: '200 A upgrade',
      formData,
      // aFormData, 2,150 sq ft: general 6,450 + 3,000 + 1,500 = 10,950 -> 3,000 + 7,950 x 35% = 5,782.5;
      // fastened 4,500 + 1,800 (two appliances: 100%) = 6,300; one 12,000 W range -> 8,000 (Table 220.55);
      // net 5,782.5 + 6,300 + 8,000 = 20,082.5 VA; / 240 = 83.68 A -> the 100 A minimum service.
      netVa: 20_082.5,
      amperes: 20_082.5 / 240,
      recommendedServiceAmps: 100,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(new Date(res.body.createdAt).toISOString()).toBe(res.body.createdAt);
  });

  it('stores a blank or missing description as none', async () => {
    const blank = await asAlice.post('/api/calculations/save', { name: 'No notes', description: '   ', formData: aFormData() });
    const missing = await asAlice.post('/api/calculations/save', { name: 'No notes either', formData: aFormData() });
    expect(blank.body.description).toBeNull();
    expect(missing.body.description).toBeNull();
  });

  it.each([
    [{ formData: {} }, 'Please enter a name for the calculation'],
    [{ name: '', formData: {} }, 'Please enter a name for the calculation'],
    [{ name: '    ', formData: {} }, 'Please enter a name for the calculation'],
    [{ name: 7, formData: {} }, 'Please enter a name for the calculation'],
    [{ name: 'x'.repeat(256), formData: {} }, 'Calculation name must be at most 255 characters'],
    [{ name: 'Ok' }, 'Calculation form data is required'],
    [{ name: 'Ok', formData: 'square feet 2000' }, 'Calculation form data must be an object'],
    [{ name: 'Ok', formData: [1, 2] }, 'Calculation form data must be an object'],
    [{ name: 'Ok', description: 5, formData: {} }, 'Calculation description must be text'],
    [{ name: 'Ok', formData: {}, userId: 1 }, 'property userId should not exist'],
    [{ name: 'Panel\u0000upgrade', formData: {} }, 'name must not contain NUL characters'],
    [{ name: 'Ok', formData: { customerName: 'a\ud800' } }, 'formData.customerName contains an invalid character (a lone UTF-16 surrogate)'],
    [{ name: 'Ok', formData: null }, 'formData must not be null'],
    // {"notes":"..."} is 12 bytes besides the text: 65 KB in all.
    [{ name: 'Ok', formData: { notes: 'x'.repeat(65 * 1024 - 12) } }, 'Calculation form data must be at most 64 KB (this one is 65 KB)'],
  ])('refuses %j with 400 "%s" and saves nothing', async (body, message) => {
    const before = (await asAlice.get('/api/calculations')).body.length;
    const res = await asAlice.post('/api/calculations/save', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message });
    expect((await asAlice.get('/api/calculations')).body).toHaveLength(before);
  });

  it('lists only the caller’s own calculations, newest first', async () => {
    const user = { id: aUserId(), companyId: companyA };
    const asUser = client(svc.url, await issuer.sign(user));
    const first = await asUser.post('/api/calculations/save', aSaveBody({ name: 'First' }));
    const second = await asUser.post('/api/calculations/save', aSaveBody({ name: 'Second' }));
    await asAdam.post('/api/calculations/save', aSaveBody({ name: 'Adam’s' }));

    const res = await asUser.get('/api/calculations');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([second.body, first.body]);
  });

  it('answers a page at a time (at most 100) with the total in X-Total-Count', async () => {
    const asUser = client(svc.url, await issuer.sign({ id: aUserId(), companyId: companyA }));
    for (const name of ['One', 'Two', 'Three']) expect((await asUser.post('/api/calculations/save', aSaveBody({ name }))).status).toBe(201);
    const first = await asUser.get('/api/calculations?limit=2');
    const second = await asUser.get('/api/calculations?limit=2&offset=2');
    expect(first.body.map((c: { name: string }) => c.name)).toEqual(['Three', 'Two']);
    expect(second.body.map((c: { name: string }) => c.name)).toEqual(['One']);
    expect(first.headers.get('x-total-count')).toBe('3');
    const tooMany = await asUser.get('/api/calculations?limit=101');
    expect(tooMany.body).toEqual({ statusCode: 400, message: 'limit must be a whole number from 1 to 100' });
  });

  it('keeps calculations private between users of a company and between companies', async () => {
    const mine = await asAlice.post('/api/calculations/save', aSaveBody({ name: 'Alice private' }));
    expect(mine.status).toBe(201);

    for (const other of [asAdam, asMallory]) {
      const list = await other.get('/api/calculations');
      expect(list.body.map((c: { id: number }) => c.id)).not.toContain(mine.body.id);
      const del = await other.delete(`/api/calculations/${mine.body.id}`);
      expect(del.status).toBe(404);
      expect(del.body).toEqual({ statusCode: 404, message: 'Calculation not found' });
    }
    expect((await asAlice.get('/api/calculations')).body.map((c: { id: number }) => c.id)).toContain(mine.body.id);
  });

  it('deletes the caller’s calculation: { success: true }, then 404', async () => {
    const saved = await asAlice.post('/api/calculations/save', aSaveBody({ name: 'Short-lived' }));
    const res = await asAlice.delete(`/api/calculations/${saved.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await asAlice.get('/api/calculations')).body.map((c: { id: number }) => c.id)).not.toContain(saved.body.id);

    const again = await asAlice.delete(`/api/calculations/${saved.body.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ statusCode: 404, message: 'Calculation not found' });
  });

  it.each(['abc', '0', '-3', '99999999999'])('answers 404 for the id %s', async (id) => {
    const res = await asAlice.delete(`/api/calculations/${id}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Calculation not found' });
  });

  describe('computed totals', () => {
    it('keeps the net VA, amperes and recommended service beside formData and lists them', async () => {
      const asUser = client(svc.url, await issuer.sign({ id: aUserId(), companyId: companyA }));
      // The spec's default form at 2,000 sq ft (e2e's hand check): gross 57,200 VA; heating 19,500
      // against cooling 6,300: the A/C is omitted but keeps 25% of the largest motor (NEC 2020+, 1,260)
      // -> 57,200 - 5,040 = 52,160 VA; 217.33 A -> 225 A.
      const saved = await asUser.post('/api/calculations/save', aSaveBody({ formData: aDefaultFormData() }));
      expect(saved.status).toBe(201);
      expect(saved.body).toMatchObject({ netVa: 52_160, amperes: 52_160 / 240, recommendedServiceAmps: 225 });
      const list = await asUser.get('/api/calculations');
      expect(list.body).toEqual([saved.body]);
    });

    it("applies the form's code edition: under NEC 2017 the omitted A/C leaves whole", async () => {
      // 57,200 - 6,300 (the A/C line, 5,040 x 125%, omitted whole) = 50,900 VA; 212.08 A -> 225 A.
      const res = await asAlice.post('/api/calculations/save', aSaveBody({ formData: aDefaultFormData({ codeEdition: '2017' }) }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ netVa: 50_900, amperes: 50_900 / 240, recommendedServiceAmps: 225 });
    });

    it.each([
      ['a blank square footage', { squareFeet: '' }],
      ['a wrong number', { kitchenApplianceCircuits: 'two' }],
      ['rows that are not lists', { appliances: 'many', largeAppliances: 7 }],
    ])('saves a form with %s (201) and keeps no totals', async (_name, overrides) => {
      const res = await asAlice.post('/api/calculations/save', aSaveBody({ formData: aFormData(overrides) }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ netVa: null, amperes: null, recommendedServiceAmps: null });
    });

    it('saves an empty form (201) without totals', async () => {
      const res = await asAlice.post('/api/calculations/save', aSaveBody({ formData: {} }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ formData: {}, netVa: null, amperes: null, recommendedServiceAmps: null });
    });

    it('computes the totals of calculations saved before they were kept, once, when the service starts', async () => {
      const user = { id: aUserId(), companyId: aCompanyId() };
      const asUser = client(svc.url, await issuer.sign(user));
      // Rows as the table held them before the migration: no totals, never computed.
      const dataSource = svc.app.get(DataSource);
      const insert = async (name: string, formData: Record<string, unknown>, createdAt: string): Promise<number> => {
        const [row] = await dataSource.query(
          `INSERT INTO saved_load_calculations (user_id, company_id, name, form_data, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
          [user.id, user.companyId, name, JSON.stringify(formData), createdAt],
        );
        return row.id;
      };
      await insert('Old default', aDefaultFormData(), '2025-01-02T10:00:00.000Z');
      await insert('Old 2017', aDefaultFormData({ codeEdition: '2017' }), '2025-01-03T10:00:00.000Z');
      await insert('Old blank', aFormData({ squareFeet: '' }), '2025-01-04T10:00:00.000Z');
      const before = await asUser.get('/api/calculations');
      expect(before.body.map((c: { netVa: number | null }) => c.netVa)).toEqual([null, null, null]);

      // A second instance starts on the same database (a deploy): its start computes them.
      const restarted = await startReportingService(db, issuer, `svc-reporting-${uniqueSuffix()}`);
      try {
        const asUserThere = client(restarted.url, await issuer.sign(user));
        const after = await eventually(async () => {
          const res = await asUserThere.get('/api/calculations');
          return res.body.every((c: { name: string; netVa: number | null }) => c.name === 'Old blank' || c.netVa !== null) ? res : null;
        });
        expect(
          after.body.map((c: { name: string; netVa: number | null; recommendedServiceAmps: number | null; updatedAt: string }) => [
            c.name,
            c.netVa,
            c.recommendedServiceAmps,
            c.updatedAt,
          ]),
        ).toEqual([
          ['Old blank', null, null, '2025-01-04T10:00:00.000Z'],
          ['Old 2017', 50_900, 225, '2025-01-03T10:00:00.000Z'],
          ['Old default', 52_160, 225, '2025-01-02T10:00:00.000Z'],
        ]);
        // Done once: no row is left without computed totals, so a further run writes nothing.
        const [{ pending }] = await dataSource.query(`SELECT count(*)::int AS pending FROM saved_load_calculations WHERE totals_computed_at IS NULL`);
        expect(pending).toBe(0);
        expect(await restarted.app.get(CalculationTotalsBackfill).run()).toBe(0);
      } finally {
        await restarted.close();
      }
    });
  });
});
