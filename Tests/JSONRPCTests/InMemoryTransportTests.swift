import Foundation
import JSONRPC
import Testing

@Suite(.timeLimit(.minutes(1)))
struct InMemoryTransportTests {
    @Test func bodiesCrossInBothDirections() async {
        let (client, server) = InMemoryTransport.makePair()
        client.send(json(#"{"jsonrpc":"2.0","id":1,"method":"initialize"}"#))
        server.send(json(#"{"jsonrpc":"2.0","id":1,"result":{}}"#))
        var fromClient = server.events.makeAsyncIterator()
        var fromServer = client.events.makeAsyncIterator()
        #expect(await fromClient.next() == .message(json(#"{"jsonrpc":"2.0","id":1,"method":"initialize"}"#)))
        #expect(await fromServer.next() == .message(json(#"{"jsonrpc":"2.0","id":1,"result":{}}"#)))
    }

    @Test func orderIsKeptAndCloseEndsThePeersStream() async {
        let (client, server) = InMemoryTransport.makePair()
        let bodies = (0..<100).map { json("[\($0)]") }
        for body in bodies {
            client.send(body)
        }
        client.close()
        client.send(json("[\"after close\"]"))
        #expect(await collect(server.events) == bodies.map(FramedEvent.message))
    }

    @Test func worksThroughTheProtocol() async {
        let (first, second) = InMemoryTransport.makePair()
        let transport: any MessageTransport = first
        transport.send(json("{}"))
        second.close()
        #expect(await collect(transport.events).isEmpty)
        var fromFirst = second.events.makeAsyncIterator()
        #expect(await fromFirst.next() == .message(json("{}")))
    }
}
