/** The room id, large enough to read across a classroom, spelled out for screen readers character by character. */
export function RoomCode({ room, label = 'Room ID' }: { room: string; label?: string }) {
  return (
    <p className="mp-room-code">
      <span className="mp-room-code__label">{label}</span>
      <span className="mp-room-code__value" aria-hidden="true" data-testid="room-code">
        {room}
      </span>
      <span className="visually-hidden">{room.split('').join(' ')}</span>
    </p>
  );
}
