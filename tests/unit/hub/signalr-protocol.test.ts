/** The SignalR JSON protocol module: framing, the handshake, message parsing and the server's records. */
import { describe, expect, it } from 'vitest';
import {
  close,
  completion,
  invocation,
  negotiateResponse,
  parseMessage,
  ping,
  ProtocolError,
  readHandshake,
  RECORD_SEPARATOR as RS,
  splitRecords,
} from '../../../server/hub/signalr-protocol';

describe('the SignalR JSON protocol', () => {
  it('splits a frame into records and keeps an incomplete tail', () => {
    expect(splitRecords(`{"type":6}${RS}{"type":1,"target":"a","arguments":[]}${RS}{"ty`)).toEqual({
      records: ['{"type":6}', '{"type":1,"target":"a","arguments":[]}'],
      rest: '{"ty',
    });
  });

  it('answers the json/1 handshake with an empty object, and passes on what followed it', () => {
    expect(readHandshake(`{"protocol":"json","version":1}${RS}{"type":6}${RS}`)).toEqual({
      ok: true,
      response: `{}${RS}`,
      rest: `{"type":6}${RS}`,
    });
  });

  it('refuses another protocol with an error response, and a broken handshake with an error', () => {
    const refused = readHandshake(`{"protocol":"messagepack","version":1}${RS}`);
    expect(refused.ok).toBe(false);
    expect(JSON.parse(refused.response.slice(0, -1))).toEqual({
      error: "Requested protocol 'messagepack' is not available.",
    });
    expect(() => readHandshake('{"protocol":"json"')).toThrow(ProtocolError);
    expect(() => readHandshake(`not json${RS}`)).toThrow('The handshake is not JSON');
  });

  it('parses the messages a client sends, and refuses malformed ones', () => {
    expect(parseMessage('{"type":1,"target":"JoinRoom","arguments":[5],"invocationId":"0"}')).toEqual({
      type: 1,
      target: 'JoinRoom',
      arguments: [5],
      invocationId: '0',
    });
    expect(parseMessage('{"type":6}')).toEqual({ type: 6 });
    expect(() => parseMessage('{"type":1,"arguments":[]}')).toThrow(
      'An invocation needs a target and arguments',
    );
    expect(() => parseMessage('{"type":1,"target":"x","arguments":[],"invocationId":3}')).toThrow(
      'An invocation id must be text',
    );
    expect(() => parseMessage('{"type":42}')).toThrow('Unknown message type 42');
    expect(() => parseMessage('[1]')).toThrow('A message must be a JSON object');
    expect(() => parseMessage('nope')).toThrow('A message is not JSON');
  });

  it('writes the server’s records, each ended by the separator', () => {
    expect(invocation('Notify', [{ text: 'hi' }])).toBe(
      `{"type":1,"target":"Notify","arguments":[{"text":"hi"}]}${RS}`,
    );
    expect(completion('7', { result: null })).toBe(`{"type":3,"invocationId":"7","result":null}${RS}`);
    expect(completion('8', { error: 'Not allowed' })).toBe(
      `{"type":3,"invocationId":"8","error":"Not allowed"}${RS}`,
    );
    expect(ping()).toBe(`{"type":6}${RS}`);
    expect(close()).toBe(`{"type":7}${RS}`);
    expect(close('Signed out', false)).toBe(`{"type":7,"error":"Signed out","allowReconnect":false}${RS}`);
  });

  it('offers WebSockets with text frames only', () => {
    expect(negotiateResponse('c1', 't1')).toEqual({
      connectionId: 'c1',
      connectionToken: 't1',
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
  });
});
