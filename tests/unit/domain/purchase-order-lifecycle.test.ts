import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  batchRefusalOf,
  canMove,
  canScheduleBatch,
  confirmedStatus,
  editRefusalOf,
  isEditable,
  purchaseOrderActions,
  refusalOf,
} from '../../../src/domain/purchase-order.lifecycle';
import { roleDefaults } from '../../../src/domain/permissions';

const statuses = [0, 1, 2, 3, 4, 5, 6];

describe('purchase order transitions (DESIGN.md §5)', () => {
  it('allow each action from exactly its statuses', () => {
    const table = Object.fromEntries(
      purchaseOrderActions.map((action) => [action, statuses.filter((s) => canMove(action, s))]),
    );
    expect(table).toEqual({
      confirm: [0],
      cancel: [0, 1],
      reopen: [4, 5],
      complete: [2, 3],
      archive: [3, 4, 5],
    });
  });

  it('leave Archived for good', () => {
    expect(purchaseOrderActions.filter((a) => canMove(a, 6))).toEqual([]);
  });

  it('give a reason exactly when an action is refused', () => {
    for (const action of purchaseOrderActions)
      for (const status of statuses) expect(refusalOf(action, status) === null).toBe(canMove(action, status));
    expect(refusalOf('complete', 0)).toBe(
      'An Open purchase order cannot be completed; only Partially received or Received ones can.',
    );
    expect(refusalOf('archive', 6)).toBe('This purchase order is already Archived.');
    expect(refusalOf('reopen', 1)).toBe(
      'A Confirmed purchase order cannot be reopened; only Completed or Cancelled ones can.',
    );
  });

  it('offer the actions the user holds the permission for', () => {
    const all = roleDefaults.manager;
    expect(allowedActions(0, all)).toEqual(['confirm', 'cancel']);
    expect(allowedActions(3, all)).toEqual(['complete', 'archive']);
    expect(allowedActions(5, all)).toEqual(['reopen', 'archive']);
    expect(allowedActions(0, roleDefaults.vendor)).toEqual([]);
    // Archiving takes the complete permission.
    expect(allowedActions(4, ['warehouses.po.complete'])).toEqual(['archive']);
  });

  it('allow edits while Open or Confirmed, and batches while Confirmed or Partially received', () => {
    expect(statuses.filter(isEditable)).toEqual([0, 1]);
    expect(statuses.filter(canScheduleBatch)).toEqual([1, 2]);
    expect(editRefusalOf(2)).toBe(
      'This purchase order is Partially received; it can be changed only while Open or Confirmed.',
    );
    expect(batchRefusalOf(0)).toMatch(/only while it is Confirmed or Partially received/);
    expect(batchRefusalOf(2)).toBeNull();
  });

  it('confirm a reopened order to where its arrivals put it', () => {
    expect([confirmedStatus('none'), confirmedStatus('some'), confirmedStatus('all')]).toEqual([1, 2, 3]);
  });
});
