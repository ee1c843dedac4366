// What the one-body test scenarios stand on.
import {
  materialParams,
  optional,
  positive,
  type BodyDef2,
  type SimConfig2,
  type WorldSettings2,
} from '../../../../src/sim';

type Coefficients = { restitution: number; muStatic: number; muDynamic: number };

/**
 * `body` alone on the 'ground' (y = 0), with the mass and material the params give (else the
 * defaults `d`). The ground has the body's material: the contact combines two equal materials, so it
 * gets exactly the coefficients the scenario was given.
 */
export function onGround(
  params: { mass?: number } & Partial<Coefficients>,
  d: { mass: number } & Coefficients,
  body: Omit<BodyDef2, 'mass' | 'material'>,
  overrides: WorldSettings2,
): SimConfig2 {
  const material = materialParams(params, d);
  return {
    ...overrides,
    bodies: [{ ...body, mass: optional(params.mass, d.mass, positive, 'mass'), material }],
    planes: [{ id: 'ground', normal: { x: 0, y: 1 }, offset: 0, material }],
  };
}
