/**
 * A bulk shipment's `pack` step: its allocated units in cartons, cartons on pallets, each container
 * with a licence plate (LPN) and an SSCC-18 whose serial reference comes from the one
 * container_serial_seq sequence (so no two server processes print the same code).
 *
 * The body is the whole packing (src/domain/resources/manual-shipment.schema.ts packStepSchema): it
 * replaces what was packed before. A carton or pallet the body names by its LPN keeps its LPN and
 * SSCC (labels already printed stay true); any other key is a new container with new codes; stored
 * containers the body leaves out are unpacked (removed). An empty body unpacks everything, which lets
 * the shipment be allocated again. Each line's packedQuantity is what its cartons hold; packing more
 * than a line has allocated answers 409 with the line, and nothing is written.
 */
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { lpnFor, ssccFor, type ContainerKind } from '../../../src/domain/gs1';
import type { OutboundLine } from '../../../src/domain/manual-shipment.lifecycle';
import type { PackStepInput } from '../../../src/domain/resources/manual-shipment.schema';
import type { Tx } from '../../db/client';
import { shipmentCartons, shipmentPallets } from '../../db/schema';
import { badRequest, conflict } from '../../http/errors';
import type { ManualShipment } from './manual-shipment-steps.policy';

const invalid = (fields: Record<string, string>) => badRequest('Some fields are not valid.', fields);

/** The next serial reference of a carton's or pallet's codes. */
async function nextSerial(tx: Tx): Promise<number> {
  const result = (await tx.execute(sql`select nextval('container_serial_seq')::bigint as n`)) as unknown as {
    rows: { n: string | number }[];
  };
  return Number(result.rows[0]!.n);
}

async function codesFor(tx: Tx, kind: ContainerKind, companyPrefix: string | undefined) {
  const serial = await nextSerial(tx);
  return { lpn: lpnFor(serial, kind), sscc: ssccFor(serial, companyPrefix) };
}

const dims = (c: {
  weight?: number | null;
  length?: number | null;
  width?: number | null;
  height?: number | null;
}) => ({
  weight: c.weight ?? null,
  length: c.length ?? null,
  width: c.width ?? null,
  height: c.height ?? null,
});

/** Checks the body against the shipment's lines and stored containers; answers the lines' packed units. */
function checkPacking(
  shipment: ManualShipment,
  input: PackStepInput,
  stored: { cartons: Set<string>; pallets: Set<string> },
) {
  const lines = shipment.items as OutboundLine[];
  const fields: Record<string, string> = {};
  const palletKeys = new Map<string, number>();
  input.pallets.forEach((pallet, i) => {
    if (palletKeys.has(pallet.key)) fields[`pallets[${i}].key`] = `Pallet ${pallet.key} is listed twice`;
    else if (/^PLT-/i.test(pallet.key) && !stored.pallets.has(pallet.key))
      fields[`pallets[${i}].key`] = `No pallet ${pallet.key} on this shipment`;
    palletKeys.set(pallet.key, i);
  });
  const cartonKeys = new Set<string>();
  const onPallet = new Set<string>();
  const packed = lines.map(() => 0);
  input.cartons.forEach((carton, i) => {
    if (carton.key) {
      if (cartonKeys.has(carton.key)) fields[`cartons[${i}].key`] = `Carton ${carton.key} is listed twice`;
      else if (/^CTN-/i.test(carton.key) && !stored.cartons.has(carton.key))
        fields[`cartons[${i}].key`] = `No carton ${carton.key} on this shipment`;
      cartonKeys.add(carton.key);
    }
    if (carton.palletKey) {
      if (!palletKeys.has(carton.palletKey))
        fields[`cartons[${i}].palletKey`] = `No pallet ${carton.palletKey} in this packing`;
      onPallet.add(carton.palletKey);
    }
    carton.contents.forEach((content, j) => {
      if (!lines[content.lineIndex])
        fields[`cartons[${i}].contents[${j}].lineIndex`] = `No line ${content.lineIndex + 1}`;
      else packed[content.lineIndex]! += content.quantity;
    });
  });
  input.pallets.forEach((pallet, i) => {
    if (!onPallet.has(pallet.key)) fields[`pallets[${i}]`] = `Pallet ${pallet.key} holds no carton`;
  });
  if (Object.keys(fields).length) throw invalid(fields);
  const over = lines
    .map((line, i) => ({ line, packed: packed[i]!, allocated: line.allocatedQuantity ?? 0 }))
    .filter((x) => x.packed > x.allocated);
  if (over.length)
    throw conflict(
      `More packed than allocated: ${over
        .map((x) => `${x.line.sku}: ${x.packed} packed, ${x.allocated} allocated`)
        .join('; ')}.`,
    );
  return lines.map((line, i) => ({ ...line, packedQuantity: packed[i]! }));
}

/** Writes the packing; answers the lines with their packed units and a summary for the action log. */
export async function writePacking(
  tx: Tx,
  shipment: ManualShipment,
  input: PackStepInput,
  companyPrefix: string | undefined,
  at: Date,
) {
  const storedPallets = await tx
    .select()
    .from(shipmentPallets)
    .where(eq(shipmentPallets.shipmentId, shipment.id))
    .for('update');
  const storedCartons = await tx
    .select()
    .from(shipmentCartons)
    .where(eq(shipmentCartons.shipmentId, shipment.id))
    .for('update');
  const lines = checkPacking(shipment, input, {
    cartons: new Set(storedCartons.map((c) => c.lpn)),
    pallets: new Set(storedPallets.map((p) => p.lpn)),
  });

  const palletIds = new Map<string, number>();
  for (const pallet of input.pallets) {
    const kept = storedPallets.find((p) => p.lpn === pallet.key);
    if (kept) {
      await tx
        .update(shipmentPallets)
        .set({ ...dims(pallet), version: sql`${shipmentPallets.version} + 1`, updatedAt: at })
        .where(eq(shipmentPallets.id, kept.id));
      palletIds.set(pallet.key, kept.id);
    } else {
      const [made] = await tx
        .insert(shipmentPallets)
        .values({
          shipmentId: shipment.id,
          ...(await codesFor(tx, 'pallet', companyPrefix)),
          ...dims(pallet),
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: shipmentPallets.id });
      palletIds.set(pallet.key, made!.id);
    }
  }

  const keptCartons: number[] = [];
  for (const carton of input.cartons) {
    const contents = carton.contents.map((c) => ({
      lineIndex: c.lineIndex,
      sku: lines[c.lineIndex]!.sku,
      quantity: c.quantity,
    }));
    const palletId = carton.palletKey ? palletIds.get(carton.palletKey)! : null;
    const kept = carton.key ? storedCartons.find((c) => c.lpn === carton.key) : undefined;
    if (kept) {
      await tx
        .update(shipmentCartons)
        .set({
          contents,
          palletId,
          ...dims(carton),
          version: sql`${shipmentCartons.version} + 1`,
          updatedAt: at,
        })
        .where(eq(shipmentCartons.id, kept.id));
      keptCartons.push(kept.id);
    } else {
      const [made] = await tx
        .insert(shipmentCartons)
        .values({
          shipmentId: shipment.id,
          ...(await codesFor(tx, 'carton', companyPrefix)),
          contents,
          palletId,
          ...dims(carton),
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: shipmentCartons.id });
      keptCartons.push(made!.id);
    }
  }

  // What the body left out is unpacked.
  await tx
    .delete(shipmentCartons)
    .where(
      and(
        eq(shipmentCartons.shipmentId, shipment.id),
        keptCartons.length ? notInArray(shipmentCartons.id, keptCartons) : undefined,
      ),
    );
  const keptPallets = [...palletIds.values()];
  await tx
    .delete(shipmentPallets)
    .where(
      and(
        eq(shipmentPallets.shipmentId, shipment.id),
        keptPallets.length ? notInArray(shipmentPallets.id, keptPallets) : undefined,
      ),
    );
  return { lines, summary: { cartons: input.cartons.length, pallets: input.pallets.length } };
}

/** Removes a shipment's whole packing (cancel). */
export async function removePacking(tx: Tx, shipmentId: number): Promise<void> {
  await tx.delete(shipmentCartons).where(eq(shipmentCartons.shipmentId, shipmentId));
  await tx.delete(shipmentPallets).where(eq(shipmentPallets.shipmentId, shipmentId));
}

/**
 * The packed containers' totals, for shipping and its activity facts: pieces are the pallets plus
 * the cartons not on a pallet (what a bill of lading counts); the weight is each pallet's (or, when
 * not weighed, its cartons') plus the loose cartons'.
 */
export async function packingTotals(tx: Tx, shipmentId: number) {
  const pallets = await tx.select().from(shipmentPallets).where(eq(shipmentPallets.shipmentId, shipmentId));
  const cartons = await tx.select().from(shipmentCartons).where(eq(shipmentCartons.shipmentId, shipmentId));
  const loose = cartons.filter((c) => c.palletId === null);
  const cartonWeight = (list: typeof cartons) => list.reduce((n, c) => n + Number(c.weight ?? 0), 0);
  const weight =
    pallets.reduce(
      (n, p) =>
        n + (p.weight != null ? Number(p.weight) : cartonWeight(cartons.filter((c) => c.palletId === p.id))),
      0,
    ) + cartonWeight(loose);
  return {
    cartons: cartons.length,
    pallets: pallets.length,
    pieces: pallets.length + loose.length,
    weight: Math.round(weight * 1000) / 1000,
  };
}
