import { Schema, type Connection } from 'mongoose';
import { openTestDb } from './support';

let db: Awaited<ReturnType<typeof openTestDb>>;
let conn: Connection;

beforeAll(async () => {
  db = await openTestDb();
  conn = db.conn;
  const Domain = conn.model('Domain', new Schema({ name: String }));
  const Request = conn.model('Request', new Schema({ service: String, status: String, domainId: Schema.Types.ObjectId, createdAt: Date }));
  const [web, iot] = await Domain.insertMany([{ name: 'Web' }, { name: 'IOT' }]);
  await Request.insertMany([
    { service: 'Site', status: 'pending', domainId: web!._id, createdAt: new Date('2026-01-01') },
    { service: 'App', status: 'approved', domainId: web!._id, createdAt: new Date('2026-01-03') },
    { service: 'Sensor', status: 'pending', domainId: iot!._id, createdAt: new Date('2026-01-02') },
    { service: 'Logo', status: 'rejected', domainId: null, createdAt: new Date('2026-01-04') },
  ]);
});
afterAll(() => db.close());

const Request = () => conn.model('Request');

test('when requests are grouped by status, then each status has its count', async () => {
  const rows = await Request().aggregate([{ $group: { _id: '$status', n: { $sum: 1 } } }, { $sort: { _id: 1 } }]);
  expect(rows).toEqual([
    { _id: 'approved', n: 1 },
    { _id: 'pending', n: 2 },
    { _id: 'rejected', n: 1 },
  ]);
});

test('when the latest requests are joined to their domains, then each carries its domain name', async () => {
  const rows = await Request().aggregate([
    { $sort: { createdAt: -1 } },
    { $limit: 3 },
    { $lookup: { from: 'domains', localField: 'domainId', foreignField: '_id', as: 'domain' } },
    { $unwind: { path: '$domain', preserveNullAndEmptyArrays: true } },
    { $project: { _id: 0, service: 1, domain: '$domain.name' } },
  ]);
  expect(rows).toEqual([{ service: 'Logo' }, { service: 'App', domain: 'Web' }, { service: 'Sensor', domain: 'IOT' }]);
});

test('when a dashboard asks several questions at once, then $facet, $count, $addFields, $skip and $match answer them', async () => {
  const [facets] = await Request().aggregate([
    {
      $facet: {
        pending: [{ $match: { status: 'pending' } }, { $count: 'n' }],
        page: [
          { $sort: { createdAt: 1 } },
          { $skip: 1 },
          { $limit: 2 },
          { $addFields: { label: { $concat: ['#', '$service'] } } },
          { $project: { _id: 0, label: 1 } },
        ],
      },
    },
  ]);
  expect(facets.pending).toEqual([{ n: 2 }]);
  expect(facets.page).toEqual([{ label: '#Sensor' }, { label: '#App' }]);
});
