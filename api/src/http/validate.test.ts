import { AppError } from '../errors';
import { parseRouteId } from './validate';

// The one parser of route ids (goals and net-worth entries).
describe('parseRouteId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['007', 7],
    ['999999999', 999_999_999],
  ])('reads %j as %p', (raw, id) => {
    expect(parseRouteId(raw, 'Nothing here.')).toBe(id);
  });

  it.each(['0', '000', '1000000000', '-1', '+1', '1.5', '1e3', '0x10', ' 1', '1 ', '', 'abc', '١٢'])(
    'answers 404 with the message given for %j',
    (raw) => {
      let thrown: unknown;
      try {
        parseRouteId(raw, 'That entry does not exist.');
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(AppError);
      expect(thrown).toMatchObject({ status: 404, message: 'That entry does not exist.' });
    },
  );
});
