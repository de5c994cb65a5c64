// Renders each overlay with `kubectl kustomize` (Debian's kubernetes-client in CI) and checks every object
// against the Kubernetes API schemas (kubernetes-models' validate()), then the house rules the schemas do
// not know: probes, resources, a non-root read-only security context, the replica set, no committed secret.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { renderOverlay as render, requireKubectl } from '../../../scripts/kube/render.cjs';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const root = path.resolve(__dirname, '../../..');
const OVERLAYS = ['small', 'large'] as const;
const SERVICES = ['auth', 'user', 'member', 'admin'];
const FRONT_ENDS = ['shell', 'mfe-public', 'mfe-portal', 'mfe-admin'];
const UNITS = [...SERVICES, 'gateway', ...FRONT_ENDS];
const SCALED = [...SERVICES, 'gateway'];
const MEMBERS = ['mongo-0.mongo', 'mongo-1.mongo', 'mongo-2.mongo'];

/** The kubernetes-models class for an object: `apps/v1` -> kubernetes-models/apps/v1, `v1` -> kubernetes-models/v1. */
function modelOf(obj: Obj) {
  const [group, version] = obj.apiVersion.includes('/') ? obj.apiVersion.split('/') : [undefined, obj.apiVersion];
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const models = require(`kubernetes-models/${group ? `${group}/` : ''}${version}`);
  const Model = models[obj.kind];
  if (!Model) throw new Error(`no schema for ${obj.apiVersion} ${obj.kind}`);
  return new Model(obj);
}

/**
 * kubectl's newer kustomize wraps a Secret's base64 values at 76 characters; the API server's decoder skips
 * the line breaks, the schema's `byte` format does not, so they are removed before validating.
 */
function secretDataUnwrapped(obj: Obj): Obj {
  if (obj.kind !== 'Secret' || !obj.data) return obj;
  return { ...obj, data: Object.fromEntries(Object.entries(obj.data).map(([k, v]) => [k, String(v).replace(/\s/g, '')])) };
}

const podSpecOf = (obj: Obj): Obj | undefined => obj.spec?.template?.spec;
const containersOf = (obj: Obj): Obj[] => [...(podSpecOf(obj)?.initContainers ?? []), ...(podSpecOf(obj)?.containers ?? [])];
const find = (objs: Obj[], kind: string, name: string) => objs.find((o) => o.kind === kind && o.metadata.name === name);
const withPods = (objs: Obj[]) => objs.filter((o) => podSpecOf(o));

/** A container's environment as the pod sees it: envFrom ConfigMaps, then env values. */
function envOf(objs: Obj[], container: Obj): Record<string, string> {
  const env: Record<string, string> = {};
  for (const from of container.envFrom ?? []) {
    const name = from.configMapRef?.name;
    if (name) Object.assign(env, objs.find((o) => o.kind === 'ConfigMap' && o.metadata.name === name)?.data);
  }
  for (const { name, value } of container.env ?? []) if (value !== undefined) env[name] = value;
  return env;
}

beforeAll(requireKubectl);

describe.each(OVERLAYS)('deploy/kubernetes overlay %s', (overlay) => {
  let objs: Obj[];
  beforeAll(() => {
    objs = render(overlay);
  });

  it('when rendered, then every object is valid against the Kubernetes API schemas', () => {
    expect(objs.length).toBeGreaterThan(30);
    const invalid = objs.flatMap((obj) => {
      try {
        modelOf(secretDataUnwrapped(obj)).validate();
        return [];
      } catch (err) {
        return [`${obj.kind}/${obj.metadata?.name}: ${(err as Error).message}`];
      }
    });
    expect(invalid).toEqual([]);
  });

  it('when rendered, then each of the nine units has a Deployment of two or more and a Service, with the compose image', () => {
    for (const unit of UNITS) {
      const deployment = find(objs, 'Deployment', unit);
      expect({ unit, deployment: !!deployment, service: !!find(objs, 'Service', unit) }).toEqual({ unit, deployment: true, service: true });
      expect(deployment!.spec.replicas).toBeGreaterThanOrEqual(2);
      expect(podSpecOf(deployment!)!.containers[0].image).toMatch(new RegExp(`^agency-portal/${unit}:`));
    }
  });

  it('when rendered, then the gateway and each service have a PodDisruptionBudget and an autoscaler on their Deployment', () => {
    for (const unit of SCALED) {
      const pdb = find(objs, 'PodDisruptionBudget', unit);
      expect(pdb?.spec.selector.matchLabels).toEqual(find(objs, 'Deployment', unit)!.spec.selector.matchLabels);
      const hpa = find(objs, 'HorizontalPodAutoscaler', unit);
      expect(hpa?.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: unit });
      expect(hpa!.spec.minReplicas).toBeGreaterThanOrEqual(2);
      expect(hpa!.spec.maxReplicas).toBeGreaterThan(hpa!.spec.minReplicas);
    }
    const ingress = objs.find((o) => o.kind === 'Ingress');
    expect(ingress?.spec.rules[0].http.paths[0].backend.service.name).toBe('gateway');
  });

  it("when rendered, then the gateway and each service serve /metrics on a port named metrics (METRICS_PORT), never the Ingress's", () => {
    const configs = objs.filter((o) => o.kind === 'ConfigMap' && /^agency-(services|gateway)/.test(o.metadata.name));
    expect(configs.map((c) => c.data.METRICS_PORT)).toEqual(['9464', '9464']);
    // The metrics listener binds HOST (loopback unless set): every interface of the pod, for Prometheus.
    expect(configs.map((c) => c.data.HOST)).toEqual(['0.0.0.0', '0.0.0.0']);
    for (const unit of SCALED) {
      const deployment = find(objs, 'Deployment', unit)!;
      const container = podSpecOf(deployment)!.containers[0];
      expect(container.ports.find((p: Obj) => p.name === 'metrics')?.containerPort).toBe(9464);
      expect(deployment.spec.template.metadata.annotations).toMatchObject({ 'prometheus.io/scrape': 'true', 'prometheus.io/port': '9464' });
      expect(find(objs, 'Service', unit)!.spec.ports.find((p: Obj) => p.name === 'metrics')?.targetPort).toBe('metrics');
    }
    const ingress = objs.find((o) => o.kind === 'Ingress')!;
    expect(ingress.spec.rules[0].http.paths.map((p: Obj) => p.backend.service.port.name ?? p.backend.service.port.number)).not.toContain(
      'metrics',
    );
  });

  it('when rendered, then every long-running container has readiness and liveness probes on the health routes its unit serves', () => {
    for (const obj of withPods(objs).filter((o) => o.kind !== 'Job')) {
      for (const c of podSpecOf(obj)!.containers) {
        expect({ where: `${obj.kind}/${obj.metadata.name}`, readiness: !!c.readinessProbe, liveness: !!c.livenessProbe }).toEqual({
          where: `${obj.kind}/${obj.metadata.name}`,
          readiness: true,
          liveness: true,
        });
      }
    }
    const probe = (unit: string, which: string) => podSpecOf(find(objs, 'Deployment', unit)!)!.containers[0][which].httpGet.path;
    for (const unit of SERVICES)
      expect([unit, probe(unit, 'readinessProbe'), probe(unit, 'livenessProbe')]).toEqual([unit, '/readyz', '/healthz']);
    for (const unit of ['gateway', ...FRONT_ENDS]) expect([unit, probe(unit, 'livenessProbe')]).toEqual([unit, '/healthz']);
  });

  it('when rendered, then every container has requests and limits and runs non-root, read-only, without privileges', () => {
    for (const obj of withPods(objs)) {
      const pod = podSpecOf(obj)!;
      for (const c of containersOf(obj)) {
        const where = `${obj.kind}/${obj.metadata.name}/${c.name}`;
        const sc = c.securityContext ?? {};
        expect({
          where,
          requests: Object.keys(c.resources?.requests ?? {}).sort(),
          limits: Object.keys(c.resources?.limits ?? {}).sort(),
          runAsNonRoot: sc.runAsNonRoot ?? pod.securityContext?.runAsNonRoot,
          rootUser: (sc.runAsUser ?? pod.securityContext?.runAsUser) === 0,
          readOnlyRootFilesystem: sc.readOnlyRootFilesystem,
          allowPrivilegeEscalation: sc.allowPrivilegeEscalation,
          drop: sc.capabilities?.drop,
          seccomp: (sc.seccompProfile ?? pod.securityContext?.seccompProfile)?.type,
        }).toEqual({
          where,
          requests: ['cpu', 'memory'],
          limits: ['cpu', 'memory'],
          runAsNonRoot: true,
          rootUser: false,
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
          drop: ['ALL'],
          seccomp: 'RuntimeDefault',
        });
      }
    }
    // The nine images run as their `node` user, uid 1000.
    for (const unit of UNITS)
      expect([unit, podSpecOf(find(objs, 'Deployment', unit)!)!.containers[0].securityContext.runAsUser]).toEqual([unit, 1000]);
  });

  it("when rendered, then MongoDB is a three-member replica set and every service's MONGODB_URI names it", () => {
    const set = find(objs, 'StatefulSet', 'mongo')!;
    expect(set.spec.replicas).toBe(3);
    expect(set.spec.volumeClaimTemplates.map((t: Obj) => t.metadata.name)).toEqual(['data']);
    expect(find(objs, 'Service', set.spec.serviceName)?.spec.clusterIP).toBe('None');
    expect(podSpecOf(set)!.containers[0].command).toEqual(expect.arrayContaining(['--replSet', 'rs0']));
    const init = objs.find((o) => o.kind === 'Job' && JSON.stringify(o).includes('rs.initiate'));
    expect(init).toBeDefined();
    for (const unit of SERVICES) {
      // A seed list is no WHATWG URL: mongodb://host1,host2,host3/?options
      const uri = envOf(objs, podSpecOf(find(objs, 'Deployment', unit)!)!.containers[0]).MONGODB_URI ?? '';
      const [, hosts = '', query = ''] = /^mongodb:\/\/([^/]+)\/\?(.*)$/.exec(uri) ?? [];
      expect([unit, new URLSearchParams(query).get('replicaSet')]).toEqual([unit, 'rs0']);
      expect([unit, ...hosts.split(',').map((h) => h.replace(/:27017$/, ''))]).toEqual([unit, ...MEMBERS]);
    }
  });

  it('when rendered, then every secret a container needs comes from the generated Secret, which has the key', () => {
    const secret = objs.find((o) => o.kind === 'Secret')!;
    expect(secret.metadata.name).toMatch(/^agency-secrets-/);
    for (const obj of withPods(objs))
      for (const c of containersOf(obj))
        for (const { name, valueFrom } of c.env ?? []) {
          const ref = valueFrom?.secretKeyRef;
          if (!ref) continue;
          expect([name, ref.name]).toEqual([name, secret.metadata.name]);
          if (!ref.optional) expect([name, Object.keys(secret.data)]).toEqual([name, expect.arrayContaining([ref.key])]);
        }
  });
});

it('when the overlays are compared, then large has more replicas, larger resources and wider autoscaling than small', () => {
  const [small, large] = OVERLAYS.map(render);
  for (const unit of SCALED) {
    const [s, l] = [small, large].map((objs) => find(objs, 'Deployment', unit)!);
    expect(l.spec.replicas).toBeGreaterThan(s.spec.replicas);
    expect(podSpecOf(l)!.containers[0].resources).not.toEqual(podSpecOf(s)!.containers[0].resources);
    const [sh, lh] = [small, large].map((objs) => find(objs, 'HorizontalPodAutoscaler', unit)!.spec);
    expect([lh.minReplicas > sh.minReplicas, lh.maxReplicas > sh.maxReplicas]).toEqual([true, true]);
  }
});

it('when the repository is searched, then no secret is committed and the generated secrets file is git-ignored', () => {
  const files = execFileSync('git', ['ls-files', 'deploy/kubernetes'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
  expect(files.filter((f) => path.basename(f) === 'secrets.env')).toEqual([]);
  const leaking = files.filter((f) => {
    if (!/\.(ya?ml|env|json)$/.test(f)) return false;
    const text = fs.readFileSync(path.join(root, f), 'utf8');
    return /PRIVATE KEY-----|^kind:\s*Secret\b/m.test(text);
  });
  expect(leaking).toEqual([]);
  const ignored = spawnSync('git', ['check-ignore', '-q', 'deploy/kubernetes/base/secrets.env'], { cwd: root });
  expect(ignored.status).toBe(0);
});
