"""Several app servers share the push channel through Redis (``ATOUT_REDIS_URL``): a table's
« changed » sent by one server reaches the screens that another server holds open."""

from __future__ import annotations

import asyncio

from channels_redis.pubsub import RedisPubSubChannelLayer

from together.push import CHANGED, group


def test_a_message_sent_through_one_servers_layer_reaches_the_other_s_screens(redis_url):
    async def scenario() -> tuple[dict[str, object], bool]:
        # one layer per app server, as each process builds its own from the settings
        sender, holder = (RedisPubSubChannelLayer(hosts=[redis_url], prefix="atout") for _ in "AB")
        screen = await holder.new_channel()
        stranger = await holder.new_channel()
        await holder.group_add(group("t1"), screen)
        await holder.group_add(group("t2"), stranger)
        await sender.group_send(group("t1"), {"type": CHANGED, "version": 7})
        heard = await asyncio.wait_for(holder.receive(screen), 5)
        try:
            await asyncio.wait_for(holder.receive(stranger), 0.3)
            astray = True
        except TimeoutError:
            astray = False
        await sender.flush()
        await holder.flush()
        return heard, astray

    heard, astray = asyncio.run(scenario())
    assert heard == {"type": CHANGED, "version": 7}
    assert not astray
