import { createDemoProvider } from "#server/providers/demo";

/**
 * What the demo provider gives `plate`, the same on every run, so a test can name what a page shows. A
 * demo vehicle without one of these fails the test instead of letting it pass on an empty string.
 */
export async function demoVehicle(plate: string) {
  const lookup = await createDemoProvider().vehicle(plate);
  if (lookup.status !== "found") throw new Error(`the demo provider has no vehicle ${plate}`);
  const { make, model, chassis, owner } = lookup.data;
  if (!make || !model || !chassis || !owner?.fullName || !owner.rut)
    throw new Error(`the demo vehicle ${plate} lacks its make, model, VIN or owner`);
  return { make, model, vin: chassis, owner: { fullName: owner.fullName, rut: owner.rut } };
}
