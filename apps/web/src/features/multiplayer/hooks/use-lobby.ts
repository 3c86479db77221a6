import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CreateRoomPayload, GameView, RoomError } from '@quiz/contracts';
import { sendCommand } from '../api/room-commands';
import { canCreateRoom, canJoinRoom } from '../model/lobby-rules';
import { refusalMessage } from '../multiplayer-messages';
import { useRoomConnection } from './room-connection-context';
import { forgetRoom, rememberRoom, rememberedRoom } from './room-storage';

export type HostOptions = Omit<CreateRoomPayload, 'username'>;
export type LobbyRole = 'host' | 'player' | null;
type Busy = 'create' | 'join' | 'start' | null;

export const gamePath = (room: string) => `/multiplayer/game/${encodeURIComponent(room)}`;

/** The lobby (spec §4): create or join a room, watch the participants arrive, and follow startGame into the game. */
export function useLobby() {
  const { socket, connections } = useRoomConnection();
  const navigate = useNavigate();
  const [roomId, setRoomId] = useState('');
  const [participants, setParticipants] = useState<string[]>([]);
  const [role, setRole] = useState<LobbyRole>(null);
  const [view, setView] = useState<GameView | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState('');
  const joinedRoom = useRef<string | null>(null);

  const enterGame = useCallback((room: string) => navigate(gamePath(room)), [navigate]);

  const adopt = useCallback(
    (next: GameView) => {
      joinedRoom.current = next.room;
      rememberRoom(next.room);
      setView(next);
      setRole(next.isHost ? 'host' : 'player');
      setRoomId(next.room);
      setParticipants(next.participants);
      // A running game takes late joiners straight in (issue 11: they score from their next question).
      if (next.phase !== 'lobby') enterGame(next.room);
    },
    [enterGame],
  );

  const refuse = useCallback((refusal: RoomError) => setError(refusalMessage(refusal)), []);

  // spec §4: roomCreated fills the room id field; roomJoined and updateParticipants replace the list; startGame
  // navigates to the game.
  useEffect(() => {
    const onRoomCreated = ({ room }: { room: string }) => setRoomId(room);
    const onParticipants = ({ participants: names }: { participants: string[] }) => setParticipants(names);
    const onStartGame = ({ room }: { room: string }) => enterGame(room);
    const onKicked = () => {
      forgetRoom();
      joinedRoom.current = null;
      setRole(null);
      setParticipants([]);
      setError(refusalMessage({ code: 'KICKED', message: '' }));
    };
    socket.on('roomCreated', onRoomCreated);
    socket.on('roomJoined', onParticipants);
    socket.on('updateParticipants', onParticipants);
    socket.on('startGame', onStartGame);
    socket.on('kicked', onKicked);
    return () => {
      socket.off('roomCreated', onRoomCreated);
      socket.off('roomJoined', onParticipants);
      socket.off('updateParticipants', onParticipants);
      socket.off('startGame', onStartGame);
      socket.off('kicked', onKicked);
    };
  }, [socket, enterGame]);

  // After a reload or a reconnect, ask for the room again: the server knows this player by their token.
  useEffect(() => {
    if (connections === 0) return;
    const room = joinedRoom.current ?? rememberedRoom();
    if (!room) return;
    let current = true;
    void sendCommand(socket, 'joinGame', { room }).then((result) => {
      if (!current) return;
      // A finished game is not a room to go back to: "Play again" must land on a fresh lobby.
      if (result.ok && result.data.phase !== 'over') return adopt(result.data);
      if (!result.ok && result.error.code === 'TRY_AGAIN') return;
      forgetRoom();
      joinedRoom.current = null;
      setRole(null);
    });
    return () => {
      current = false;
    };
  }, [socket, connections, adopt]);

  async function createRoom(name: string, options: HostOptions) {
    if (!canCreateRoom(name) || busy) return;
    setBusy('create');
    setError('');
    const result = await sendCommand(socket, 'createRoom', { username: name.trim(), ...options });
    setBusy(null);
    if (result.ok) adopt(result.data);
    else refuse(result.error);
  }

  async function joinRoom(name: string, room: string) {
    if (!canJoinRoom(name, room) || busy) return;
    setBusy('join');
    setError('');
    const result = await sendCommand(socket, 'joinRoom', { room: room.trim(), username: name.trim() });
    setBusy(null);
    if (result.ok) adopt(result.data);
    else refuse(result.error);
  }

  async function startGame() {
    const room = joinedRoom.current;
    if (!room || busy) return;
    setBusy('start');
    setError('');
    const result = await sendCommand(socket, 'startGame', { room });
    setBusy(null);
    if (result.ok) enterGame(result.data.room);
    else refuse(result.error);
  }

  async function kick(participant: string) {
    const room = joinedRoom.current;
    if (!room) return;
    const result = await sendCommand(socket, 'kick', { room, participant });
    if (result.ok) setParticipants(result.data.participants);
    else refuse(result.error);
  }

  return {
    roomId,
    setRoomId,
    participants,
    role,
    view,
    busy,
    error,
    createRoom,
    joinRoom,
    startGame,
    kick,
  };
}
