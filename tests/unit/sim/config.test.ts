// Bad configs fail before the first step, with a RangeError that names the field.
import { runSim2, runSim3, type SimConfig2, type SimConfig3 } from '../../../src/sim';
import { bouncingBox, discsInBox, pendulumChain, slidingDisc, spheresInBox } from './scenarios';

type Edit2 = (c: SimConfig2) => void;
type Edit3 = (c: SimConfig3) => void;
const any = (x: unknown): any => x;

function base2(): SimConfig2 {
  const config = pendulumChain({ links: 2 });
  config.bodies.push({ id: 'ball', shape: { kind: 'disc', radius: 0.1 }, mass: 1, position: { x: 0, y: 2 } });
  config.planes = [{ id: 'ground', normal: { x: 0, y: 1 }, offset: -3 }];
  return config;
}

const bad2: [string, Edit2][] = [
  ['dt', (c) => (c.dt = 0)],
  ['dt', (c) => (c.dt = NaN)],
  ['gravity.y', (c) => (c.gravity = { x: 0, y: Infinity })],
  ['gravity', (c) => (c.gravity = any(null))],
  ['iterations', (c) => (c.iterations = 0)],
  ['iterations', (c) => (c.iterations = 2.5)],
  ['restitutionThreshold', (c) => (c.restitutionThreshold = -1)],
  ['jointCorrection', (c) => (c.jointCorrection = any('spring'))],
  ['baumgarteBeta', (c) => (c.baumgarteBeta = 0)],
  ['baumgarteBeta', (c) => (c.baumgarteBeta = 1.5)],
  ['contactCorrection', (c) => (c.contactCorrection = any('push'))],
  ['contactSlop', (c) => (c.contactSlop = -0.001)],
  ['combine.friction', (c) => (c.combine = { friction: any('median') })],
  ['bodies', (c) => (c.bodies = any({}))],
  ['bodies[1]', (c) => (c.bodies[1] = any(null))],
  ['bodies[0].shape.kind', (c) => (c.bodies[0]!.shape = any({ kind: 'triangle' }))],
  ['bodies[2].shape.radius', (c) => (c.bodies[2]!.shape = { kind: 'disc', radius: 0 })],
  ['bodies[0].shape.height', (c) => (c.bodies[0]!.shape = { kind: 'box', width: 1, height: -1 })],
  ['bodies[1].mass', (c) => (c.bodies[1]!.mass = 0)],
  ['bodies[1].position.x', (c) => (c.bodies[1]!.position = { x: NaN, y: 0 })],
  ['bodies[1].angle', (c) => (c.bodies[1]!.angle = Infinity)],
  ['bodies[2].velocity.y', (c) => (c.bodies[2]!.velocity = { x: 0, y: any('1') })],
  ['bodies[2].angularVelocity', (c) => (c.bodies[2]!.angularVelocity = NaN)],
  ['bodies[2].material.restitution', (c) => (c.bodies[2]!.material = { restitution: -0.1 })],
  ['bodies[2].material.muDynamic', (c) => (c.bodies[2]!.material = { muStatic: 0.2, muDynamic: 0.5 })],
  ['bodies[2].id', (c) => (c.bodies[2]!.id = 'link0')],
  ['bodies[2].id', (c) => (c.bodies[2]!.id = 'world')],
  ['planes[0].id', (c) => (c.planes![0]!.id = 'ball')],
  ['planes[0].normal', (c) => (c.planes![0]!.normal = { x: 0, y: 2 })],
  ['planes[0].offset', (c) => (c.planes![0]!.offset = NaN)],
  ['planes[0].material.muStatic', (c) => (c.planes![0]!.material = { muStatic: -1 })],
  ['joints[1].bodyA', (c) => (c.joints![1]!.bodyA = 'nobody')],
  ['joints[0].bodyB', (c) => (c.joints![0]!.bodyB = 'world')],
  ['joints[1].bodyB', (c) => (c.joints![1]!.bodyB = 'link0')],
  ['joints[0].anchorB.x', (c) => (c.joints![0]!.anchorB = { x: Infinity, y: 0 })],
  ['joints[1].id', (c) => (c.joints![1]!.id = 'pivot')],
];

function base3(): SimConfig3 {
  return spheresInBox({ count: 2 });
}

const bad3: [string, Edit3][] = [
  ['dt', (c) => (c.dt = -1)],
  ['gravity.z', (c) => (c.gravity = { x: 0, y: 0, z: NaN })],
  ['iterations', (c) => (c.iterations = 0)],
  ['impulse', (c) => (c.impulse = any('tangent'))],
  ['friction', (c) => (c.friction = any('yes'))],
  ['contactCorrection', (c) => (c.contactCorrection = any('none!'))],
  ['spheres', (c) => (c.spheres = any(undefined))],
  ['spheres[1].radius', (c) => (c.spheres[1]!.radius = 0)],
  ['spheres[0].mass', (c) => (c.spheres[0]!.mass = -2)],
  ['spheres[1].spin.y', (c) => (c.spheres[1]!.spin = { x: 0, y: NaN, z: 0 })],
  ['spheres[1].id', (c) => (c.spheres[1]!.id = 'sphere0')],
  // A clash between a sphere and a plane is named at its second use, the plane.
  ['planes[0].id', (c) => (c.spheres[0]!.id = 'floor')],
  ['planes[2].normal', (c) => (c.planes![2]!.normal = { x: 1, y: 1, z: 0 })],
];

describe('config validation', () => {
  test.each(bad2)('runSim2 throws a RangeError naming %s', (field, edit) => {
    const config = base2();
    edit(config);
    expect(() => runSim2(config, 10)).toThrow(RangeError);
    expect(() => runSim2(config, 10)).toThrow(new RegExp(`^${field.replace(/[.[\]]/g, '\\$&')} `));
  });

  test.each(bad3)('runSim3 throws a RangeError naming %s', (field, edit) => {
    const config = base3();
    edit(config);
    expect(() => runSim3(config, 10)).toThrow(RangeError);
    expect(() => runSim3(config, 10)).toThrow(new RegExp(`^${field.replace(/[.[\]]/g, '\\$&')} `));
  });

  test.each([-1, 1.5, NaN])('a step count of %s is a RangeError naming steps', (steps) => {
    expect(() => runSim2(base2(), steps)).toThrow(/^steps /);
    expect(() => runSim3(base3(), steps)).toThrow(/^steps /);
  });

  test('the base configs themselves are valid', () => {
    expect(() => runSim2(base2(), 10)).not.toThrow();
    expect(() => runSim3(base3(), 10)).not.toThrow();
  });

  test('a config that is not an object is a RangeError naming config', () => {
    expect(() => runSim2(any(null), 1)).toThrow(/^config /);
    expect(() => runSim3(any(42), 1)).toThrow(/^config /);
  });

  test('scenario builders name their own bad params', () => {
    expect(() => bouncingBox({ width: 0 })).toThrow(/^width /);
    expect(() => slidingDisc({ radius: -1 })).toThrow(/^radius /);
    expect(() => pendulumChain({ links: 0 })).toThrow(/^links /);
    expect(() => pendulumChain({ correction: any('glue') })).toThrow(/^correction /);
    expect(() => discsInBox({ count: 1000, radius: 0.2 })).toThrow(/^count /);
    expect(() => spheresInBox({ impulse: any('both') })).toThrow(/^impulse /);
    expect(() => spheresInBox({ gravity: any(1) })).toThrow(/^gravity /);
  });
});
