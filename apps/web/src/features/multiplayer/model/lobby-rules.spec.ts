import fc from 'fast-check';
import {
  canCreateRoom,
  canJoinRoom,
  clampQuestionCount,
  QUESTION_COUNT,
  ROOM_ID_LENGTH,
  typedRoomId,
} from './lobby-rules.js';

const blank = fc.constantFrom('', ' ', '   ', '\t', '\n ', '\u00a0');

describe('Create Room (spec §5: needs a non-blank trimmed name)', () => {
  it('given a blank name, then Create Room is disabled', () => {
    fc.assert(fc.property(blank, (name) => expect(canCreateRoom(name)).toBe(false)));
  });

  it('given a name with any visible character, then Create Room is enabled', () => {
    fc.assert(
      fc.property(blank, fc.stringMatching(/^[A-Za-z0-9]{1,18}$/), blank, (before, core, after) =>
        expect(canCreateRoom(`${before}${core}${after}`)).toBe(true),
      ),
    );
  });
});

describe('Join Room (spec §5: needs a non-blank name and room id)', () => {
  it('given a blank name or a blank room id, then Join Room is disabled', () => {
    expect(canJoinRoom('', 'ABC234')).toBe(false);
    expect(canJoinRoom('  ', 'ABC234')).toBe(false);
    expect(canJoinRoom('Ada', '')).toBe(false);
    expect(canJoinRoom('Ada', '   ')).toBe(false);
  });

  it('given both filled, then Join Room is enabled', () => {
    expect(canJoinRoom('Ada', 'A')).toBe(true);
    expect(canJoinRoom(' Ada ', 'ABC234')).toBe(true);
  });
});

describe('the Room ID box', () => {
  it('given lower case, when typed, then it reads upper case as typed', () => {
    expect(typedRoomId('abc234')).toBe('ABC234');
    expect(typedRoomId('aBc')).toBe('ABC');
  });

  it('given an id read aloud with a dash or spaces, then only letters and digits are kept', () => {
    expect(typedRoomId('abc-234')).toBe('ABC234');
    expect(typedRoomId(' ab c2 ')).toBe('ABC2');
  });

  it('given anything pasted, then the box holds at most six upper-case letters and digits, and a kept id stays', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (typed) => {
        const kept = typedRoomId(typed);
        expect(kept.length).toBeLessThanOrEqual(ROOM_ID_LENGTH);
        expect(kept).toMatch(/^[A-Z0-9]*$/);
        expect(typedRoomId(kept)).toBe(kept);
      }),
    );
  });
});

describe('the question count', () => {
  it('given any number, then it is kept within 1–30 and a non-number falls back to 10', () => {
    fc.assert(
      fc.property(fc.double(), (value) => {
        const count = clampQuestionCount(value);
        expect(Number.isInteger(count)).toBe(true);
        expect(count).toBeGreaterThanOrEqual(QUESTION_COUNT.min);
        expect(count).toBeLessThanOrEqual(QUESTION_COUNT.max);
      }),
    );
    expect(clampQuestionCount(Number.NaN)).toBe(10);
    expect(clampQuestionCount(0)).toBe(1);
    expect(clampQuestionCount(31)).toBe(30);
    expect(clampQuestionCount(12)).toBe(12);
  });
});
