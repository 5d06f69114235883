import { infrastructureFault } from './infrastructure-faults.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('infrastructureFault', () => {
  it('tells a full disk from an unreachable database and from a bug', () => {
    expect(infrastructureFault(withCode('no space left on device', 'ENOSPC'))).toBe('storage-full');
    expect(infrastructureFault(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(
      'service-unavailable',
    );
    expect(
      infrastructureFault(withCode('terminating connection due to administrator command', '57P01')),
    ).toBe('service-unavailable');
    expect(infrastructureFault(new Error('Connection terminated unexpectedly'))).toBe('service-unavailable');
    // Drizzle wraps the driver's error: the cause decides.
    const wrapped = new Error('Failed query: insert into "users"', {
      cause: withCode('the database system is starting up', '57P03'),
    });
    expect(infrastructureFault(wrapped)).toBe('service-unavailable');
    expect(infrastructureFault(withCode('duplicate key value', '23505'))).toBeUndefined();
    expect(infrastructureFault(new TypeError('x is undefined'))).toBeUndefined();
    expect(infrastructureFault('not an error')).toBeUndefined();
  });
});
