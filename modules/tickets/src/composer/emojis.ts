/**
 * A curated set of common emojis by group, inline so nothing is fetched at run time (spec §2 Input: a picker
 * 16 per row). Each group fills whole rows of 16 where it can.
 */
export interface EmojiGroup {
  key: 'smileys' | 'people' | 'hearts' | 'nature' | 'food' | 'objects';
  icon: string;
  emojis: string[];
}

const split = (s: string) =>
  [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(s)]
    .map((g) => g.segment)
    .filter((g) => g.trim());

export const EMOJI_GROUPS: EmojiGroup[] = [
  {
    key: 'smileys',
    icon: '😀',
    emojis: split(
      '😀😃😄😁😆😅🤣😂🙂🙃😉😊😇🥰😍🤩😘😗😚😙😋😛😜🤪😝🤑🤗🤭🤫🤔🤐🤨😐😑😶😏😒🙄😬🤥😌😔😪🤤😴😷🤒🤕🤢🤮🥵🥶🥴😵🤯🤠🥳😎🤓🧐😕😟🙁😮😯😲😳🥺😦😧😨😰😥😢😭😱😖😣😞😓😩😫🥱😤😡😠🤬😈👿💀💩🤡👻👽🤖',
    ),
  },
  {
    key: 'people',
    icon: '👍',
    emojis: split(
      '👋🤚🖐✋🖖👌🤌🤏✌🤞🤟🤘🤙👈👉👆👇☝👍👎✊👊🤛🤜👏🙌👐🤲🤝🙏✍💪🙋🙆🙅🤷🤦💁🙇👀🧠👶👦👧👨👩🧑👴👵',
    ),
  },
  {
    key: 'hearts',
    icon: '❤️',
    emojis: split(
      '❤️🧡💛💚💙💜🖤🤍🤎💔❣️💕💞💓💗💖💘💝💟💯💢💥💫💦💨🕳💬💭💤✅❌❗❓⚠️🔔🔕🎵🎶➕➖✔️🆗🆕🔥✨⭐🌟',
    ),
  },
  {
    key: 'nature',
    icon: '🌻',
    emojis: split(
      '🐶🐱🐭🐹🐰🦊🐻🐼🐨🐯🦁🐮🐷🐸🐵🐔🐧🐦🐤🦆🦉🐴🦄🐝🦋🐌🐞🐢🐍🐙🐠🐬🐳🌸🌹🌻🌼🌷🌱🌲🌴🍀🍁🌈☀️🌙⛅🌧',
    ),
  },
  {
    key: 'food',
    icon: '🍕',
    emojis: split(
      '🍏🍎🍐🍊🍋🍌🍉🍇🍓🍒🍑🥭🍍🥥🥝🍅🥑🥦🌽🥕🥐🍞🧀🥚🍳🥓🍔🍟🍕🌭🥪🌮🍝🍣🍰🎂🍫🍿🍩🍪☕🍵🥤🍺🍻🥂🍷🍾',
    ),
  },
  {
    key: 'objects',
    icon: '🎉',
    emojis: split(
      '🎉🎊🎁🎈🏆🥇⚽🏀🎮🎯🚗🚕🚌🚚✈️🚀🏠🏢⏰⌛📱💻🖥️📷📞☎️📧📩📨📦📝📎📌📍📅📆🔒🔑🔧💡💰💳💵🧾🛒📢',
    ),
  },
];
