#!/usr/bin/env python3
"""Generate the offline Hacker News sample data used by `tidings --demo`.

Every title, comment and handle below was written for Tidings; none of it is
copied from Hacker News or elsewhere. Output mirrors the Algolia HN API:

  Sources/Feeds/Demo/hn/search-front-0.json, search-front-1.json
  Sources/Feeds/Demo/hn/search-new-0.json, search-ask-0.json, search-show-0.json
  Sources/Feeds/Demo/hn/items/<id>.json

The output is deterministic: a fixed random.Random(2026) seed, no set
iteration, no clock. Run it twice and `git diff` stays empty.

Comment source text uses a tiny markup that is turned into HN-style HTML:
  blank line      paragraph break (first paragraph bare, later ones after <p>)
  *word*          <i>word</i>
  https://...     <a href="..." rel="nofollow">...</a> (long text shortened with ...)
  ```<newline>    a <pre><code> block until the next ``` (text is entity-encoded)
  {ESC} {BEL}     the entities &#x1b; and &#x7; (for the escape-sequence thread)
"""

import calendar
import json
import os
import random
import re
import shutil
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Sources", "Feeds", "Demo", "hn")

T0 = calendar.timegm((2026, 11, 27, 0, 0, 0))      # earliest timestamp
NOW = calendar.timegm((2026, 11, 29, 18, 0, 0))    # latest timestamp
ID_BASE = 46210000

rng = random.Random(2026)

# ---------------------------------------------------------------------------
# Handles (lowercase, ~160 distinct)
# ---------------------------------------------------------------------------
HANDLES = """
ashgrove bdelacroix cobaltjay dunmore eskerline fennimore gorse_and_ling halvardm
inkpot jtorvik kestrel9 lumenwright mbakkal nyx_otter oakumrope pilcrow quillon
rennetic saltmarsh tamsin_k umbrage vossberg wrenfield xylo_phil yarrowby zeph_r
arkwright bitfiddler cellardoor drift_ice emberly fjordbound gantry hollis_p
ironbark juniper_v kavya_s lichen moth_and_lamp nadir orrery parsnip quokka_dev
riverstone skerry thistledown ulmus vantablack_cat wicklow xavier_o yuki_h zolnai
amaranth bellweather corvid_io dmitri_v eigenjoy flintlock grebe heddle
isotope_ines jasper_w kiln loomis marrow nettlebed obelus pewter quernstone
ruddock sorrel tarn_h underhill verdigris wasabi_byte yew_and_ash zarf anouk_b
basalt chitin dovetail esper fathom_k glim hyphae idris_m jetsam kohlrabi
lanyard mizzen noctule osprey_r pellucid quire rosin spandrel tuyere vellum
whorl xerarch yonder zephyrine alembic bracken cassowary delft etchant furlong
gneiss hawser ilka_j jibsheet krill_eater lodestar mullion nacre ogham plinth
quoin rushlight scree tallow umlaut_fan vireo weft xenial_ox yawl zinnia adze
bollard caltrop dulse eyot firkin gusset hobnail ingot kerf lintel mote newel
oriel purlin quahog rebus sprue tenon upland wimble yurt_life t0mgrey
sam_k_1987 null_deref okonkwo_t freyvald mrs_pepperpot hjalmar_s deniz_a
""".split()
assert len(HANDLES) == len(dict.fromkeys(HANDLES)), "duplicate handle"

# ---------------------------------------------------------------------------
# Generic comment material (topic-neutral, written for this project)
# ---------------------------------------------------------------------------
GENERIC_TOP = [
    "Good write-up. The part about failure modes was the most useful for me; that's the section I'd send to colleagues.",
    "I wish more posts included the dead ends. Half the value here is seeing what didn't work first.",
    "The title oversells it a bit, but the content is solid.",
    "Bookmarked. I've been meaning to understand this properly for years and this is the first explanation that clicked.",
    "Does anyone have a mirror? The site seems to be struggling.",
    "I'd love to see a follow-up in a year. These things always look different once the novelty wears off.",
    "Somewhat related: I gave a talk on this at a local meetup and the most common question was how to get started without rewriting everything. Nobody has a great answer to that.",
    "The comments here are going to be a mix of \"obviously\" and \"this is wrong\", and both camps will be partly right.",
    "I appreciate that the author shows the numbers instead of just asserting things.",
    "Every few years this topic comes back around and the conclusions are slightly different each time. I think that's healthy.",
    "Reading this on my phone and the code samples overflow the page. Content is great though.",
    "This is the kind of post I come here for.",
    "Counterpoint: most teams will never hit the problems described here, and optimizing for them early is its own mistake.",
    "I was skeptical from the title, but the author clearly did the work.",
    "The footnotes are better than most articles.",
    "Somebody should turn this into a checklist.",
    "Not sure I agree with the conclusion, but the reasoning is laid out clearly enough that I can see exactly where I disagree, which is rare.",
    "I read this twice. The second time I noticed how much is left unsaid about cost.",
    "Lovely diagrams. Does anyone know what tool was used to draw them?",
    "Surprised this doesn't mention the obvious alternative, which is to just not do it.",
]

OPENERS = [
    "I have mixed feelings about this.",
    "Long-time lurker, first comment.",
    "Slightly off topic, but:",
    "Two thoughts.",
    "Devil's advocate here.",
    "Having done this for a living for a decade:",
]

CLOSERS = [
    "Just my two cents.",
    "But maybe I'm just getting old.",
    "Curious whether others have seen the same.",
    "YMMV.",
    "Happy to be proven wrong.",
    "Anyway, great post.",
    "Not a hill I'd die on, though.",
]

AGREE = [
    "Same here. It took me an embarrassingly long time to notice.",
    "This matches my experience almost exactly.",
    "+1. I'd add that documentation matters more than people admit.",
    "Yes, and the second-order effects are the interesting part.",
    "I came here to say this.",
    "Strongly agree. It's the boring parts that decide whether something lasts.",
    "Exactly this. The tooling follows from the habits, not the other way around.",
    "Agreed, with the caveat that it depends a lot on team size.",
    "This is underrated advice.",
    "Nodding along. We learned the same lesson the hard way last year.",
    "Yep. And once you've seen it you can't unsee it.",
    "Seconding this, and I'd go further: it should be the default.",
]

DISAGREE_EXP = [
    "I don't think that follows. You're describing one bad experience, not a pattern.",
    "That's survivorship bias. You only hear from the ones where it worked.",
]

DISAGREE = [
    "That hasn't been my experience at all. We did the opposite and it worked fine for years.",
    "I'd push back on this a little. The trade-off is real, but it cuts both ways.",
    "Respectfully, that's how you end up with a system nobody can change.",
    "This is true for small teams and false for large ones, in my experience.",
    "I used to believe this too. Then I had to maintain what I had built.",
    "Maybe, but the cost you're ignoring is onboarding new people.",
    "That's a nice theory, but I'd want to see data before believing it.",
    "I think you're conflating two different problems here.",
    "Not really. The bottleneck was never the technology.",
    "Hard disagree, but I see where you're coming from.",
]

# Questions and the answers that fit them. The answer is written by the person
# who was asked (the question's parent's author).
QA = {
    "Do you have numbers on that? I'd be curious how big the difference actually is.": [
        "Not formally, but it was roughly a factor of three on our workload. Your mileage will vary.",
        "Only rough ones. Our p95 went from around 900ms to under 200ms, but a lot changed at the same time, so I wouldn't put too much weight on it.",
        "No, and that's a fair criticism. It's an impression from a few years of doing this, not a measurement.",
    ],
    "Can you say more about why?": [
        "Mostly because every time we tried the other way, the one person who understood it became a bottleneck.",
        "It's hard to fit in a comment. The short version: the simple option failed loudly and the clever one failed quietly, and quiet failures are worse.\n\nThe long version involves a very bad week in 2023 that I'd rather not relive.",
    ],
    "Is there a write-up somewhere? I'd read it.": [
        "Not yet. I keep meaning to write it up. Maybe over the holidays.",
        "Not publicly, sadly. It's in an internal wiki that I'm sure nobody has opened since I left.",
        "I wrote a short post about it a while ago: https://notes.riverstone.dev/2024/what-we-learned-from-the-migration-that-took-three-times-longer-than-planned",
    ],
    "What would you do differently if you started over?": [
        "Start smaller. We tried to change everything at once and spent months untangling it.",
        "Write down *why* we made each decision. The decisions were mostly fine; nobody could remember the reasons two years later.",
    ],
    "Did that hold up over time?": [
        "Mostly, yes. The rough edges were all in the parts we hadn't measured.",
        "For about three years. Then the team doubled and we had to rethink most of it.",
    ],
    "How did you convince your team to try it?": [
        "Honestly, we didn't. We just did it on a small service and let the results speak.",
        "A two-week experiment with an agreed way to undo it. People will try almost anything if it's reversible.",
    ],
    "Genuine question: what does this look like at a company with ten engineers instead of a thousand?": [
        "Much simpler. At ten people you can just talk to each other, which solves about half of what's described here.",
        "Mostly it comes down to who is on call when things break. Once the people writing the code also get paged for it, the priorities sort themselves out.",
    ],
}
QUESTIONS = list(QA)

# A reply to someone who disagreed with you, and the disagreer's last word.
REBUTTALS = [
    "Fair, but I've seen it at three different companies now, so it's at least a small pattern.",
    "I don't think we actually disagree. I'm talking about the first year of a project and you're talking about year five.",
    "That's a good point and I hadn't thought about it that way.",
    "Maybe. I'd still make the same call again, though.",
    "Onboarding is a real cost, but it's paid once per person. The other cost is paid every day.",
    "We may just have had very different experiences. Which is sort of the point of threads like this.",
    "I'd love to see data too, but nobody collects it, so we're all arguing from anecdotes. Mine included.",
]
CONCESSIONS = [
    "Fair enough.",
    "That's a reasonable distinction. I'll take it.",
    "Agree to disagree, then. 🙂",
    "Okay, that I can agree with.",
    "Ha, yes. Probably true.",
]
ME_TOO = [
    "Glad it's not just me.",
    "Same, and it's oddly comforting to see it written down.",
]

ANECDOTES = [
    "I worked somewhere that tried this around 2019.\n\nThe first six months were great. Then the person who championed it left, and nobody else understood why things were set up the way they were.\n\nThe lesson I took away is that any approach works if someone cares about it, and none do if nobody does.",
    "Story time: my first job had a server in a closet that everyone was afraid to reboot. It ran for 1,400 days. When it finally died, it turned out nothing important depended on it anymore.\n\nI think about that server a lot.",
    "I teach an intro course and this is the exact thing students get stuck on. It isn't that the idea is hard, it's that every explanation assumes you already know it.",
    "My grandmother worked as a programmer in the seventies and she used to say the machines changed every five years but the mistakes never did. I'm starting to see what she meant.",
    "Years ago I maintained a system that did exactly this. It was fine until a leap second happened. 😅",
    "We had a rule at my last job: anything you can't explain on a whiteboard in five minutes doesn't go in. It annoyed people, and it was also the most pleasant codebase I've ever worked on.",
    "I spent a summer at a café in Lisbon — sorry, a cafe\u0301, my keyboard insists on the combining accent — rewriting a tool like this. The rewrite was worse. The original author had known things I didn't.",
    "A colleague from Osaka once summed this up as 「急がば回れ」 — if you're in a hurry, take the long way round. I've never heard it put better.",
]

TOPIC_NUDGES = [
    "The *why* is more interesting than the *how* here.",
    "Reading the comments is more informative than the article, as usual.",
    "This is why I keep a folder of weird edge cases. Sooner or later each one shows up in production.",
    "There's a good book chapter on this, though I can't remember which book. Sorry, that's not helpful.",
]

OP_REPLIES = [
    "Author here, thanks for reading. That's a fair criticism and I'll add a note to the post.",
    "Author here. Good catch, that's a bug. Fixed in main, will be in the next release.",
    "Not yet, but it's on the list. Pull requests welcome if you get to it first.",
    "Thanks! The short answer is that I needed it myself and nothing else did quite the right thing.",
    "Author here. I tried that first; it was about twice as slow on large inputs, which is why I ended up with the current design.",
    "That's a good idea. I opened an issue to track it.",
]


def quote_of(src):
    """First sentence of a comment's plain text, for a '> ' quote."""
    para = src.split("\n\n")[0]
    if para.startswith("```") or para.startswith(">"):
        return None
    m = re.match(r"(.{20,160}?[.?!])(\s|$)", para)
    if not m:
        return None
    return m.group(1)


# ---------------------------------------------------------------------------
# Stories
#   kind: link | ask | show | tell
#   front: on the front page
#   hours: age at NOW
#   lines: story-specific comment texts (used as top-level comments first)
#   replies: story-specific reply texts
# ---------------------------------------------------------------------------
STORIES = []


def story(key, title, url, author, points, ncom, hours, front=True, kind="link",
          text=None, lines=(), replies=(), oldstyle=False):
    STORIES.append(dict(key=key, title=title, url=url, author=author, points=points,
                        ncom=ncom, hours=hours, front=front, kind=kind, text=text,
                        lines=list(lines), replies=list(replies), oldstyle=oldstyle))


# --- The big one ------------------------------------------------------------
BIG_LINES = [
    "Every time this comes up someone says \"but developer time is more expensive than CPU time\". That was true when the CPU time was yours. Now it's the users' CPU time, multiplied by a few million, and nobody is billing you for it.",
    "My text editor takes longer to start than my first computer took to boot. I'm not even exaggerating for effect; I timed both.",
    "The article undersells how much of this is network, not CPU. Half the slowness I see every day is waiting on some request that didn't need to be made.",
    "I think the real problem is that nobody on the team owns \"is it fast\". Features have owners. Bugs have owners. Latency is everyone's problem, which means it's no one's.",
    "I work on a large web app and the honest answer is that we know exactly how to make it faster. We just never get to prioritize it, because nobody churns over 300 milliseconds. Until they do, all at once.",
    "Counterpoint: software also does vastly more than it used to. My chat app renders emoji, previews links, syncs across five devices and handles right-to-left text. The 1995 version did none of that.",
    "Wirth's law has been quoted at me so many times that I started timing things out of spite. Some things really are slower. Many things are faster and we just stopped noticing.",
    "The slowest thing on my machine is the settings app. It's a list of toggles. It takes two seconds to open.",
    "I'd love to see this analysis split by *who* is slow. My guess is that operating systems, compilers and databases have gotten dramatically faster, and the slowness is concentrated in a few layers near the user.",
    "Latency matters more than throughput for how software *feels*, and we've been optimizing for throughput for twenty years.",
    "We added a performance budget to CI last year: if a pull request makes the cold start more than 5% slower, the build fails. It was controversial for about two weeks and then everybody forgot it wasn't always like that.",
    "The hardware people did an absolutely heroic job for forty years and we spent most of it on abstraction layers. I'm not even sure that was wrong. But it's a choice we made, not a law of nature.",
    "I have a theory that every piece of software gets slower until it's just barely tolerable, and then stops. The tolerance threshold is the only constant.",
    "Try using a ten-year-old laptop for a week. It's an eye-opening experience. Native apps are mostly fine. The web is miserable.",
    "What bothers me isn't the slowness, it's the variance. A thing that always takes 200ms is fine. A thing that takes 50ms usually and 4 seconds sometimes is maddening.",
    "Game developers still care about every millisecond because they have a hard 16ms deadline. Maybe every app needs a frame budget.",
    "The graph in the middle of the article is doing some heavy lifting. Single-thread performance has flattened, so of course apps that can't use more cores look slower relative to the hardware curve.",
    "As someone who writes embedded firmware: come join us, we have 64 kilobytes and we're happy.",
    "I don't think it's laziness. It's incentives. Shipping a feature gets you promoted. Shaving 40% off startup time gets you a thank-you in the chat and nothing else.",
    "Real story: we made our app's search five times faster, announced it, and got zero feedback. Six months later someone made it 20% slower by accident and we got a hundred complaints in a day. Users notice regressions, not improvements.",
    "My favorite example is terminal emulators. People will argue for hours about input latency measured in single milliseconds, and they're right to.",
    "I think it's worth separating \"slow\" from \"bloated\". A 200 MB app that opens instantly doesn't bother me. A 2 MB app that stalls on every keystroke does.",
    "The bit about memory is the part I'd emphasize. RAM got bigger but it didn't get proportionally faster, and pointer-chasing through huge object graphs is where a lot of time goes.",
    "Can we talk about how long it takes to *install* things now? Downloading a gigabyte to get a command-line tool is normal somehow.",
    "Honestly the fastest computer I've ever used was a well-configured Linux box from around 2010 running a tiling window manager and a handful of terminal programs. Everything since has been a trade.",
    "Hot take: most of the time \"slow software\" means \"software that waits for a server\", and the fix is local-first design, not faster code.",
    "This is one of those articles where the comments will be 50% people agreeing loudly and 50% people pointing out that their specific favorite tool is actually fast. Both are fine.",
    "I maintain a popular open-source library and I can tell you exactly where the slowness comes from: every user wants one small feature, each one costs 1%, and after five years you've accepted two hundred of them.",
    "Programmers who started on slow machines have an intuition for cost that people who started on fast ones don't. Not because they're better, just because the feedback was immediate.",
    "There's a weird cultural thing where caring about performance is seen as premature optimization, even when the product is already slow. Knuth's quote gets cut short every single time.",
    "I've been keeping a spreadsheet of how long my daily apps take to open, once a month, for three years. The trend is flat, actually. Some got faster, some got slower. The feeling of slowness is real, but I'm not sure the data supports the article.",
    "The worst offenders are always the ones with a splash screen. If you need a splash screen, you've already lost.",
]
BIG_REPLIES = [
    "Users do notice, they just don't know what to call it. They say the app \"feels heavy\".",
    "The incentives point is the one that matters. No amount of blog posts will change what gets people promoted.",
    "Your spreadsheet is a great idea. Would you share it? I'd like to compare against my machine.",
    "That's a fair point about features. Nobody wants the 1995 version back. But I'd like the 1995 responsiveness with today's features, and I don't think that's impossible.",
    "Local-first doesn't fix a slow UI framework, though. I've seen plenty of apps with no network at all that still take a second to react to a click.",
    "The performance budget in CI is the single best thing I've seen work. Everything else is wishful thinking.",
    "Embedded people are always welcome to come and feel smug. You've earned it.",
    "Splash screens are a confession.",
    "Regressions get noticed because they break a habit. Improvements don't, because the habit was already built around the slowness.",
    "Knuth's full quote is about the critical 3%, and people forget that part exists. It's practically a call to optimize.",
    "Old laptop week should be mandatory for every front-end team. We did it once. It changed a lot of minds.",
    "Variance is the killer. I'd take a consistent 300ms over a random 50ms-to-3s any day.",
    "The 2010 Linux box had far fewer things to do, though. No full-disk encryption, no sandboxing, no font fallback for half of Unicode.",
    "Memory latency is the thing nobody teaches. We teach Big-O and then everybody is surprised that a linked list loses to an array at every size they care about.",
    "Game developers also ship things that crash on launch for a week, so maybe not the best role model for everything.",
    "This, but for build times too. My project's clean build went from 40 seconds to 9 minutes over three years, and nobody decided that.",
    "The terminal latency debates are my favorite corner of the internet. Everyone has a high-speed camera and an opinion.",
    "I think most devs would love to fix it, they just aren't given the time. It's a management problem wearing a technical costume.",
    "It's the gigabyte installs that get me. I have fiber and it's still annoying.",
    "I'd push back on the idea that this is new. People wrote this exact article about word processors in 1998.",
]

BIG_REACTIONS = [
    "The web is the worst offender by far, in my experience.",
    "I'd be curious how much of this is telemetry. Some apps fire off three network requests for every click before anything happens on screen.",
    "Cross-platform frameworks get blamed for everything, but I've used native apps that are just as sluggish.",
    "Part of it is that nobody tests on slow machines anymore. Developers get the fastest laptops in the company.",
    "I measured my chat app once: 1.2 GB of memory to show me forty messages.",
    "There's a survivorship effect too: the fast old software we remember is the good stuff. Plenty of 1990s software was dreadfully slow.",
    "Every layer is reasonable on its own. It's the stack of twenty reasonable layers that is unreasonable.",
    "My phone feels faster than my work laptop, and I suspect that's the corporate security agents, not the apps.",
    "Font rendering and text shaping are far more expensive than people think, and modern apps do a lot more of it.",
    "I switched back to a terminal mail client last year. It is absurdly fast. I won't pretend it's for everyone.",
    "Accessibility, internationalization and security all cost cycles. I'd rather pay that than go back.",
    "The shortest path to fast software is fewer features, and nobody is ever going to sell that.",
    "Startup time is the metric people feel most and measure least.",
    "Profilers are so much better than they were. There's no excuse for not knowing where the time goes.",
    "In my experience the biggest wins come from deleting things, not optimizing them.",
    "My bank's website takes eleven seconds to show my balance. It's one number.",
]
# which BIG_REPLIES answer which BIG_LINES (by index)
BIG_MAP = {19: [0, 8], 18: [1], 30: [2], 5: [3], 25: [4], 10: [5], 17: [6], 31: [7], 29: [9],
           13: [10], 14: [11], 24: [12], 22: [13], 15: [14], 23: [15, 18], 20: [16], 4: [17],
           6: [19]}
BIG_EXTRA = {30: ["GP:Sure, it's nothing fancy: one row per month, one column per app, cold start measured with a stopwatch app. I'll clean it up and post it.",
                  "A stopwatch! I love it. Proper science."],
             5: ["GP:I don't think it's impossible either. I just think it costs more than people admit, and someone has to pay for it."]}
BIG_ENTRIES = []
for i, line in enumerate(BIG_LINES):
    reps = [BIG_REPLIES[j] for j in BIG_MAP.get(i, [])]
    if i in BIG_EXTRA and reps:
        reps[0] = (reps[0], BIG_EXTRA[i])
    BIG_ENTRIES.append((line, reps) if reps else line)

story("big", "Software is getting slower faster than hardware is getting faster",
      "https://lindqvist.dev/posts/slower-faster", "halvardm", 884, 340, 13.4,
      lines=BIG_ENTRIES, replies=BIG_REACTIONS)

# --- The hostile-text thread -------------------------------------------------
story("escape", "Terminal escape sequences are an attack surface",
      "https://inkwell.security/blog/escape-sequences-attack-surface", "verdigris", 412, 34, 9.2,
      lines=[
          "Easy demo of the problem. If your terminal client prints comment text without filtering, this comment will change your window title and turn everything after it red:\n\n```\n  {ESC}]0;owned{BEL}   set the window title\n  {ESC}[31m         red foreground from here on\n```\n\nIf you are reading this in a terminal and your title bar now says \"owned\", the program you're using is passing untrusted text straight through. {ESC}]0;owned{BEL}{ESC}[31m This sentence is red in a broken client.",
          "The one that scares me is OSC 8 hyperlinks. {ESC}]8;;https://evil.example/{ESC}\\click here for the docs{ESC}]8;;{ESC}\\ looks like ordinary text and links somewhere else entirely. Most people don't hover in a terminal.",
          "Don't forget bidi controls. Here is a file name with a right-to-left override in it: invoice\u202efdp.exe — depending on your renderer that reads as a PDF. It is not a PDF.",
          "The article is right that the fix belongs in the program doing the printing, not the terminal. The terminal can't know whether a byte came from your program or from a stranger's comment.",
          "We had a log viewer that rendered raw log lines. Someone figured out they could put a clear-screen sequence in their User-Agent header, and for a while every support engineer's screen went blank whenever they looked at that request. Harmless, but it could have been much worse.",
          "Rule of thumb from a decade of writing CLI tools: strip everything below U+0020 except tab and newline, strip U+007F through U+009F, and think hard about U+2066 to U+2069 and U+202A to U+202E. Then render.",
          "Raw control bytes in JSON are legal as \\u escapes, so this payload survives any API that round-trips strings: \u001b[2J\u001b[H — a client that prints it verbatim clears the screen. A good sanitizer shows nothing weird here.",
          "Is there a reason terminals still honor title-setting sequences from arbitrary output? I have never once wanted a program's output to rename my window.",
      ],
      replies=[
          "Mine shows the escape sequences as visible replacement characters, which I think is the correct behavior for a reader app.",
          "Tested in three terminals. One changed the title, one ignored it, one printed garbage. So, the usual state of terminal compatibility.",
          "Some shell prompts set the title on every command, which is why the feature isn't going away. It's a legitimate use that happens to be indistinguishable from an attack.",
          "Worth adding: stripping isn't enough if you strip the ESC but leave the rest. You end up printing \"]0;owned\" which is ugly but at least harmless.",
          "The right-to-left override trick is older than most of the people reading this thread and it still works in surprisingly many places.",
      ])

# --- The deep argument -------------------------------------------------------
DEEP_CHAIN = [
    ("okonkwo_t", "The title is doing a lot of work. Static types didn't *save* them, sure, but the post never says what the bug rate would have been without them."),
    ("freyvald", "Nobody can measure that counterfactual, which is kind of the author's point. If the benefit is unmeasurable, maybe it's smaller than we assume."),
    ("okonkwo_t", "Unmeasurable isn't the same as small. I can't measure how many crashes my seatbelt prevented either."),
    ("freyvald", "Seatbelts have been measured extensively; that's exactly why we mandate them. The studies on types and defect rates are all over the place."),
    ("okonkwo_t", "Because the studies are mostly on student projects or scraped repositories. Nobody has run a controlled trial on a ten-year-old codebase with forty contributors, which is where types pay off."),
    ("freyvald", "Convenient that the benefit only appears where it can't be studied."),
    ("okonkwo_t", "It's not convenient, it's just where the cost of a wrong assumption is highest. A type is a note to the next person that the compiler checks. On a solo project the next person is you, next week, and you mostly remember."),
    ("freyvald", "A test is also a note the computer checks, and it can say things the type system can't, like \"this list is sorted\" or \"this never takes more than 50ms\"."),
    ("okonkwo_t", "Sure, and I want both. My objection is only to the framing that since neither is sufficient, neither is worth it."),
    ("freyvald", "I don't think the post says that. It says they over-invested in types and under-invested in integration tests, which is a much narrower claim."),
    ("okonkwo_t", "Fair. Rereading it, the article is more reasonable than the title. I was arguing with the headline."),
    ("freyvald", "Arguing with the headline is a time-honored tradition here. 🙂"),
    ("pilcrow", "This is the most civil twelve-level thread I've seen on this site. Bookmarking it as an example."),
    ("okonkwo_t", "We've been told. Back to work, everyone."),
]
story("deep", "Static types didn't save us. Tests didn't either",
      "https://blog.fernhollow.io/2026/11/types-tests-neither", "ruddock", 356, 58, 20.5,
      lines=[
          "What saved us, for what it's worth, was making every deploy small enough to revert in under a minute. Types and tests both help, but the ability to undo is what actually kept customers happy.",
          "I like that the post is honest about the integration bugs. Unit tests with mocks give you a lot of confidence about a system that doesn't exist.",
          "The property-based testing section deserved to be the whole article. We found more real bugs in a week of generated inputs than in a year of hand-written cases.",
          "Types catch a class of bugs I almost never write, and miss the class I write every day: the code does exactly what I told it to, and what I told it was wrong.",
      ])

# --- Unicode widths (CJK, emoji, combining) ---------------------------------
story("width", "Why terminal emulators disagree about the width of emoji",
      "https://glyphsmith.net/notes/terminal-emoji-width", "yuki_h", 287, 31, 17.0,
      lines=[
          "The ambiguous-width characters are the real nightmare. Box-drawing characters, some Greek letters, the degree sign: all one cell in a Western locale and two in an East Asian one. Your program and your terminal have to agree, and they have no way to ask each other.",
          ("全角文字は端末で2セル分の幅を取ります。問題は、アプリと端末が同じ幅テーブルを使っているとは限らないことです。\n\n(Full-width characters take two cells. The trouble is that the app and the terminal don't necessarily use the same width table.)",
           [("日本語の説明ありがとうございます。とても分かりやすいです。", ["GP:どういたしまして 🙂"])]),
          ("我在终端里看中文文档的时候，光标经常错位，尤其是在 tmux 里面。换了一个终端模拟器以后才好一点。",
           ["Good point about tmux: it has its own idea of the width table, separate from the terminal's, so you can have three parties disagreeing instead of two."]),
          ("한글은 자모를 조합해서 한 글자를 만드는데, 조합 중인 글자의 너비를 어떻게 계산하느냐가 터미널마다 다릅니다. 그래서 입력기와 같이 쓰면 더 복잡해져요.",
           ["The Korean case is a great example because it's dynamic: the width changes while you type."]),
          ("Try this one: 👩‍💻 is a woman, a zero-width joiner, and a laptop. Some terminals draw it as one glyph in two cells, some as two glyphs in four cells, and at least one I tested draws it in two cells but moves the cursor four.",
           ["The skin tone modifiers are another one. 👍🏽 is two code points; half the terminals I tried draw a thumb followed by a brown square."]),
          "Combining characters are fun too. \"cafe\u0301\" and \"café\" look identical, but one is five code points and one is four. If your editor counts columns by code point, the cursor ends up one cell right of where it should be. Same with n\u0303 and ñ.",
          "There's a proposal to let programs ask the terminal which width table it uses: https://wiki.termspec.net/proposals/grapheme-cluster-width-negotiation-and-emoji-presentation-sequences — it has been open for years, which tells you everything about how hard coordination is.",
          "Flags are my favorite edge case. 🇯🇵🇰🇷 is four code points and two flags, but if your font lacks one of them you get two boxed letters instead, and now the width is different again.",
      ],
      replies=[
          "This is why I gave up on aligning tables with emoji in them. Plain text columns or nothing.",
      ])

# --- Ask HN posts -----------------------------------------------------------
story("ask-side", "Ask HN: How do you keep a side project alive past the first month?", None,
      "moth_and_lamp", 338, 47, 11.0, kind="ask",
      text="I have a graveyard of side projects that all died somewhere around week four. The first weekend is exciting, the second is fine, and then life happens and I open the repository a month later and can't remember what I was doing.\n\nI'm not looking for productivity tricks so much as hearing what actually worked for people who have kept something going for years. Did you set a schedule? Find a co-maintainer? Charge money early?\n\nFor context: I have a full-time job and a toddler, so \"just work on it every evening\" is not really an option.",
      lines=[
          "Leave yourself a note at the end of every session saying what the very next step is. Not the plan, the next *step*. It makes restarting after a break take minutes instead of an evening.",
          "Charging money early was the thing for me. Not for the money, but because a single paying user turns \"my hobby\" into \"someone depends on this\".",
          "Make it small enough to finish. The projects I've kept alive for years are the ones that were done in a month and then just got maintained.",
          "I have two kids and a side project that's eight years old. The trick is that I work on it for exactly one hour on Sunday mornings and never otherwise. Some weeks that hour is just reading issues.",
          "Honestly, it's okay for side projects to die. Most of mine taught me what I wanted and then I moved on. The graveyard is a library.",
      ])

story("ask-tool", "Ask HN: What's a tool you use daily that nobody talks about?", None,
      "cellardoor", 512, 88, 22.0, kind="ask",
      text="Every thread about tools ends up recommending the same dozen famous ones. I'm curious about the small stuff: the shell function you wrote in 2014 and still use, the obscure utility that does one thing, the hardware gadget on your desk.\n\nI'll start: a foot pedal mapped to push-to-talk. I would not go back.",
      lines=[
          "A tiny script that takes whatever is on the clipboard, strips the formatting, and puts it back. I run it dozens of times a day.",
          "A cheap label printer. Every cable, every drawer, every power brick in my house is labeled. It has saved me an unreasonable number of hours.",
          "`watch` with a short interval. I'm always surprised how many colleagues write little loops instead.",
          "A kitchen timer on my desk. I set it for 25 minutes when I start something I'm avoiding. It's analog, it ticks, and that's the point.",
          "I have a shell function called `scratch` that makes a new dated directory in ~/scratch and cd's into it. Every experiment goes there. Nothing pollutes my real projects anymore.\n\n```\nscratch() {\n  local d=~/scratch/$(date +%Y-%m-%d)-\"${1:-tmp}\"\n  mkdir -p \"$d\" && cd \"$d\"\n}\n```",
          "A second, physically separate keyboard with only twelve keys, all mapped to window-manager commands. Looks silly, feels great.",
          "Plain-text file called `log.txt` that I append one line to whenever I finish something. Performance review season is now a copy-paste job.",
      ])

story("ask-vim", "Ask HN: Is it still worth learning Vim in 2026?", None,
      "kohlrabi", 96, 64, 30.0, kind="ask", oldstyle=True,
      text="I'm a second-year developer. My editor has decent Vim keybindings, and a few senior people on my team swear by modal editing. Others say it's a rite of passage with no real payoff anymore.\n\nIs it worth investing a few weeks? Or is this one of those things that mattered more when editors were worse?",
      lines=[
          "Learn the motions, skip the configuration rabbit hole. The motions work everywhere: your editor, your browser with an extension, your shell, the pager.",
          "It's worth it if you edit text over SSH a lot. Otherwise it's a preference, not a skill gap.",
          "I learned it twenty years ago and it's the only tool from that time I still use every day. That's a decent return on a few weeks.",
          "The real win isn't speed, it's that editing becomes a language. \"Delete inside quotes\" is one thought and one command.",
      ])

story("ask-bigtech", "Ask HN: Those who left big tech for small companies, any regrets?", None,
      "fathom_k", 271, 52, 40.0, kind="ask",
      text="I've been at a very large company for seven years and I'm considering an offer from a 30-person startup. The pay cut is real but manageable.\n\nWhat I'm worried about is less the money and more the stuff I don't know I'll miss: internal tools, people who have solved every problem before, not being on call for everything.\n\nFor those who made the jump, what surprised you?",
      lines=[
          "The biggest surprise was how much of my job at the big company was waiting. Waiting for reviews, for approvals, for another team's roadmap. At the small place the bottleneck is me, which is both better and more exhausting.",
          "I went back after two years. Not a regret exactly, I learned a ton, but I missed having colleagues who were deep experts in one narrow thing.",
          "You will miss the internal tools more than you think. Nobody at a 30-person company has built a good deploy dashboard, and now it's your job.",
          "No regrets. I know every customer by name now. That changed how I think about what I build.",
      ])

story("ask-pi", "Ask HN: What did you build with an old Raspberry Pi this year?", None,
      "tuyere", 143, 39, 50.0, kind="ask",
      text="I found three of them in a drawer. Looking for ideas that aren't another ad blocker or a retro game console.",
      lines=[
          "A doorbell that sends a message to our family chat with a photo. Took an afternoon, has run for two years.",
          "A weather station on the balcony that writes to a CSV file. No cloud, no dashboard, just a file I look at with `tail` occasionally. It's very calming.",
          "An e-ink display by the front door showing the next three buses. The whole household uses it, which never happens with my projects.",
          "I turned one into a print server for an old laser printer that doesn't have drivers for anything modern anymore. It feels like giving the printer a second life.",
          "Honestly? Nothing. Mine are in a drawer too. Solidarity. 🫡",
      ])

story("ask-papers", "Ask HN: How do you read academic papers efficiently?", None,
      "isotope_ines", 11, 6, 2.1, front=False, kind="ask",
      text="I moved from industry into a research-adjacent role and I'm drowning. I read a paper start to finish and half the time realize on page nine it's not relevant.\n\nHow do people who read dozens a week actually do it?",
      lines=[
          "Abstract, figures, conclusion, then decide. Most papers never get past that step, and that's fine.",
          "Read the related-work section of a recent paper in the area first. It's a free literature review written by someone who already did the reading.",
          "Keep a one-line note per paper: what it claims, and whether you believe it. After a few months that file is worth more than the PDFs.",
      ])

story("ask-notebook", "Ask HN: Do you still keep a paper notebook for work?", None,
      "quire", 7, 4, 0.9, front=False, kind="ask",
      text="I've gone back to a paper notebook for daily notes and I think I'm more focused. Curious if others do this, and how you connect it to your digital notes, if at all.",
      lines=[
          "Yes, and I don't connect it at all. The notebook is for thinking, not for keeping. Anything that matters gets typed up the same day.",
          "Dotted grid, one page per day, and a photo of the page at the end of the week. Works for me.",
      ])

story("tell-customer", "Tell HN: My 12-year-old side project just got its first paying customer", None,
      "mrs_pepperpot", 204, 41, 26.0, kind="tell", oldstyle=True,
      text="I've been working on a small tool for converting knitting patterns between chart and written formats since 2014. It's always been free. Last month I added an optional paid tier with a couple of export formats that people kept asking for.\n\nThis morning someone in New Zealand paid for it. It's nine dollars. I have been grinning all day.\n\nNo lesson here, really. Just wanted to tell people who would understand.",
      lines=[
          "Congratulations! The first one is the hardest. The second one feels like proof it wasn't a fluke.",
          "Twelve years of persistence for a niche you clearly care about. This is the best kind of post on this site.",
          "Knitters are a wonderful and loyal audience. Treat that customer well and they'll tell their whole guild.",
          ("Out of curiosity, what made you add a paid tier after all this time?",
           ["OP:Mostly that people kept asking how they could support it, and a donation button never felt right. A paid feature feels like a fair trade."]),
      ])

# --- Show HN posts ----------------------------------------------------------
story("show-loam", "Show HN: Loam – local-first notes that sync over plain files",
      "https://github.com/pruneau/loam", "wrenfield", 241, 44, 15.0, kind="show",
      text="Loam is a notes app that stores everything as Markdown files in a folder you choose. Sync is whatever you already use for files. There's no server and no account.\n\nThe interesting part was conflict handling: when two devices edit the same note, Loam keeps both versions and shows a side-by-side merge the next time you open it.",
      lines=[
          "Plain files as the source of truth is the right call. I've lost notes to three different apps shutting down.",
          "How do you handle a sync tool that renames the conflicting file? Mine appends the device name, which would show up as a new note.",
          "The merge view is lovely. I wish more apps treated conflicts as a normal event instead of an error.",
          "Any plans for a mobile client? That's always where these projects fall down for me.",
      ])

story("show-sheet", "Show HN: A terminal spreadsheet in 2,000 lines of Go",
      "https://github.com/tamsink/cellar", "tamsin_k", 178, 29, 27.5, kind="show",
      lines=[
          "Formulas recalculate in dependency order, not top-to-bottom? Impressive for 2k lines.",
          "Works great over SSH. Finally something for the CSV files on our build server.",
          "Would love vi-style navigation. Arrow keys are fine but my fingers keep reaching for hjkl.",
      ])

story("show-cinder", "Show HN: Cinder – a 3 kB date-formatting library",
      "https://cinder-dates.dev", "emberly", 64, 21, 44.0, kind="show",
      lines=[
          "How do you handle locales in 3 kB? Or is it English only?",
          "I appreciate small libraries, but dates are exactly where I want the big boring one that has seen every edge case.",
          "The API is really nice. `format(d, \"YYYY-MM-DD\")` is all I ever need anyway.",
      ])

story("show-tidepool", "Show HN: Tidepool – self-hosted uptime monitoring in a single binary",
      "https://tidepool.sh", "saltmarsh", 133, 27, 34.0, kind="show",
      text="I wanted uptime checks for a dozen personal services without running a database or paying per monitor. Tidepool is a single binary with an embedded store, a status page, and notifications by email or webhook.",
      lines=[
          "Who monitors the monitor? I run two of these on different providers and have them watch each other.",
          "Single binary with embedded storage is exactly what I want for this. Setting up a time-series database to watch five websites always felt absurd.",
          "Does it support TCP checks, or only HTTP?",
      ])

story("show-carbon", "Show HN: A browser extension that estimates the energy cost of each page load",
      "https://github.com/lumenwright/pagewatt", "lumenwright", 37, 18, 52.0, front=False, kind="show",
      lines=[
          "Curious how you estimate the server side. The client side I can measure, but the data center is a black box.",
          "Fun to watch a news site rack up more than a video call.",
      ])

story("show-ribbon", "Show HN: Ribbon – read long articles in your terminal with proper typography",
      "https://ribbon-reader.org", "vellum", 89, 16, 5.5, kind="show",
      lines=[
          "Hyphenation in a terminal! I didn't know I wanted this.",
          "Does it handle images at all, or just drop them? A placeholder with the alt text would be nice.",
      ])

story("show-chip8", "Show HN: A CHIP-8 interpreter that runs in a spreadsheet",
      "https://github.com/jetsam/sheet8", "jetsam", 9, 3, 1.4, front=False, kind="show",
      lines=[
          ("This is gloriously unnecessary. How fast does it run?",
           ["OP:About 40 instructions per second on my laptop. Pong is playable if you're patient."]),
          "Each cell recalculation is one instruction? That's horrifying and wonderful.",
      ])

story("show-quarry", "Show HN: Quarry – grep for structured logs",
      "https://github.com/basalt/quarry", "basalt", 5, 1, 0.6, front=False, kind="show",
      lines=["Nice. Does it stream, or does it load the whole file first?"])

# --- Link stories -----------------------------------------------------------
story("btree", "A tiny B-tree in 400 lines of C, explained line by line",
      "https://notes.halvard.io/tiny-btree", "kestrel9", 467, 58, 8.0,
      lines=[
          "The node split explanation is the clearest I've read. Most tutorials hand-wave exactly that step.",
          "Nitpick: the search loop is linear within a node. For a teaching example that's the right choice, but it's worth a footnote that real implementations binary-search.\n\n```\nint find(const node *n, key_t k) {\n    int lo = 0, hi = n->count;\n    while (lo < hi) {\n        int mid = (lo + hi) / 2;\n        if (n->keys[mid] < k) lo = mid + 1; else hi = mid;\n    }\n    return lo;\n}\n```",
          "I'd love a part two on deletion. It's the part every tutorial skips because merging and rebalancing is where the bugs live.",
          "Page size matters more than people think. The post uses 4 KB pages, which is a sensible default, but it's fun to benchmark 16 KB on a modern SSD.",
          "Reading code with commentary like this is how I learned C in the first place. Thank you for writing it.",
      ])

story("retro-term", "The 1978 terminal that shipped with a hardware bug nobody fixed",
      "https://terminalarchaeology.org/1978-cursor-bug", "orrery", 318, 36, 24.0,
      lines=[
          "So the bug became the spec. Software for years afterward emitted an extra cursor movement to work around it, and later terminals had to emulate the bug to stay compatible. That's the most terminal thing I've ever heard.",
          "My father repaired these. He said the service manual had a page that just said, in effect, \"this is normal, do not attempt to correct\".",
          "I love that someone is documenting these machines before the last working ones are gone.",
          "The photos of the logic board are wonderful. You can trace the fix they didn't make right there on the board.",
      ])

story("postgres", "Lessons from running Postgres on a single server for eight years",
      "https://bitterbyte.co/postgres-eight-years", "loomis", 523, 71, 6.5,
      lines=[
          "Vertical scaling gets far less respect than it deserves. A single big machine with good backups handles more than most startups will ever need.",
          "The section on testing restores should be tattooed on every ops engineer. A backup you haven't restored is a rumor.",
          "We did the same until a disk controller failure took us down for nine hours. Now we run a streaming replica, and I sleep better. One server is fine; one server and no standby is brave.",
          "Their vacuum tuning notes match mine. Autovacuum defaults are tuned for a small database and people don't notice until the big table bloats.\n\n```\nALTER TABLE events SET (\n  autovacuum_vacuum_scale_factor = 0.01,\n  autovacuum_analyze_scale_factor = 0.005\n);\n```",
          "\"We never needed sharding\" is the most reassuring sentence I've read this week.",
      ])

story("mug", "How much heat does a mug actually steal from your coffee?",
      "https://thermalnotes.blog/mug-heat", "eigenjoy", 154, 33, 36.0,
      lines=[
          "Preheating the mug with hot water is apparently worth about four degrees. I'm oddly satisfied to have that confirmed with a thermocouple.",
          "The lid matters more than the mug. Most heat leaves through the surface by evaporation.",
          "I appreciate that they redid the experiment when a commenter pointed out the thermometer placement. That's how science should work.",
      ])

story("smartplug", "Reverse-engineering the firmware of a $9 smart plug",
      "https://flintlock.dev/posts/nine-dollar-plug", "flintlock", 276, 40, 19.0,
      lines=[
          "The hardcoded cloud credentials shared across every unit is depressingly predictable.",
          "Great walk-through of finding the UART pins. I always get stuck at that step; the tip about the probe on the ground plane is going in my notes.",
          "Flash it with open firmware and block it from the internet. Cheap hardware is fine as long as it can't phone home.",
          "The most impressive part is that they got a readable dump at all. These chips often have read protection enabled.",
      ])

story("listings", "The forgotten art of the printed program listing",
      "https://paperandsilicon.net/listings", "pewter", 121, 26, 42.0,
      lines=[
          "I still print code I need to understand deeply. A pen and a stack of paper on a desk is a better debugger than any IDE for some problems.",
          "My first job had a wall of fanfold listings for the payroll system. The senior dev would annotate them in three colors of ink. Nobody else was allowed to touch them.",
          "The photos of the annotated listings are beautiful. There's something about seeing someone think in the margins.",
      ])

story("6502", "Building a 6502 computer on a breadboard, one chip at a time",
      "https://breadboardbits.com/6502-part-1", "gantry", 199, 22, 31.0,
      lines=[
          "The moment when the LEDs first count up in binary is one of the best feelings in computing. Highly recommend the experience.",
          "Watch out for the clock. Half my bugs were a noisy clock line and a missing decoupling capacitor.",
          "I did something like this with my kid last winter. She now explains the address bus to her teachers.",
      ])

story("borrow", "The borrow checker, explained with a library book analogy",
      "https://rustcorner.dev/borrow-library", "dovetail", 167, 48, 23.0,
      lines=[
          "The analogy breaks down at interior mutability, but the post admits that, which I respect.",
          "What finally made it click for me was realizing that the rules are the same ones I was already following in C, just written down and enforced.",
          "Here's the example that always confuses newcomers, and the post explains it well:\n\n```\nlet mut v = vec![1, 2, 3];\nlet first = &v[0];\nv.push(4);          // error: cannot borrow `v` as mutable\nprintln!(\"{}\", first);\n```\n\nOnce you see that `push` might reallocate, the error stops looking arbitrary.",
          "Analogies are nice, but the best way to learn it is to fight it for two weeks. Then it stops being a fight.",
      ])

story("deepsea", "Microbes at deep-sea vents appear to live on iron alone",
      "https://oceanfloor-science.org/news/iron-eating-microbes", "nacre", 232, 28, 45.0,
      lines=[
          "The energy yield from iron oxidation is tiny. It's remarkable that anything can live on that margin.",
          "Obligatory: this has implications for what we should be looking for on icy moons.",
          "The paper is more cautious than the press release. They show the microbes *can* grow on iron; whether they do in the wild is still open.",
      ])

story("perl", "What we learned maintaining a 20-year-old Perl codebase",
      "https://engineering.harrowgate.com/perl-twenty-years", "tallow", 189, 51, 29.0,
      lines=[
          "The codebase isn't the problem, the hiring is. Nobody wants \"Perl\" on their CV, even though the code is often perfectly fine.",
          "I love that they didn't rewrite. Twenty years of bug fixes are encoded in that code, and a rewrite throws all of them away.",
          "Their test suite is the hero of this story. Old code with good tests is easier to live with than new code without them.",
          "I wrote Perl professionally for ten years and I still miss how quickly you could solve a text problem with it.",
      ])

story("linker", "How a typo in a linker script cost us a week",
      "https://firmware.quokka.io/blog/linker-typo", "quokka_dev", 245, 30, 10.5,
      lines=[
          "Linker scripts are the last place anyone looks, which is why they're the first place bugs hide.",
          "The classic. We had the same thing with a section aligned to 4 instead of 8 bytes. It only broke with one compiler version.\n\n```\n.data : ALIGN(8) {\n    _sdata = .;\n    *(.data*)\n    _edata = .;\n} > RAM AT > FLASH\n```",
          "This is why I now diff the map file on every release build. Boring, and it has caught three problems.",
      ])

story("cables", "The economics of undersea cables",
      "https://longwire.report/undersea-economics", "hawser", 302, 45, 33.0,
      lines=[
          "The repair ships are the underrated part. A handful of vessels keep the whole world's internet running, and most people have no idea they exist.",
          "The bit about consortia is fascinating. Competitors co-own the same cable because nobody can justify the whole cost alone.",
          "Landing stations are surprisingly ordinary buildings. I walked past one for years before I knew what it was.",
      ])

story("bloom", "A visual introduction to Bloom filters",
      "https://algovis.io/bloom-filters", "bitfiddler", 211, 19, 38.0,
      lines=[
          "The interactive false-positive slider is great. Watching the rate climb as you add items makes the math intuitive.",
          "Worth knowing about the counting variant if you need deletes.",
          "I used one of these to skip 90% of disk lookups in a hobby database. Such a simple idea for such a big win.",
      ])

story("rope", "Why the Apollo guidance computer's memory was woven by hand",
      "https://spacehistory.example.net/core-rope", "ogham", 441, 37, 21.0,
      lines=[
          "Core rope memory is the literal origin of \"hardwired\". A wire through the core is a one, around it is a zero.",
          "The people who wove it were mostly women with textile experience, and they're rarely credited. Glad the article spends time on them.",
          "Imagine a deploy where fixing a bug means re-weaving a module by hand. Code review must have been intense.",
      ])

story("font", "An interview with the designer of a 1980s home computer's system font",
      "https://typeandbits.com/interviews/eight-by-eight", "pilcrow", 176, 21, 47.0,
      lines=[
          "Designing letters in an 8×8 grid, where every pixel is a decision, is such a pure design problem.",
          "The story about the lowercase g redesign made me laugh. Three weeks for one letter, and she was right.",
          "I still have that font burned into my memory. Seeing the original sketches is strangely emotional.",
      ])

story("keyboard", "Making a mechanical keyboard without a PCB",
      "https://handwired.club/no-pcb", "kerf", 98, 17, 39.0,
      lines=[
          "Handwiring a matrix is tedious but incredibly satisfying. Use diodes on every key; learn from my ghosting.",
          "The copper tape approach is clever. Never seen that before.",
      ])

story("cobol", "The surprising longevity of COBOL in state unemployment systems",
      "https://civictech.review/cobol-longevity", "underhill", 264, 63, 25.0,
      lines=[
          "The problem was never the language. It was the lack of documentation and the people who understood the business rules retiring.",
          "COBOL is verbose, but it's really good at decimal arithmetic. People who try to replace it with a language that defaults to floating point learn why very quickly.",
          "I've worked on one of these. The code was fine. The forty years of policy changes layered on top of each other were not.",
          "Every rewrite estimate I've seen for these systems is off by a factor of five, and everyone involved knows it.",
      ])

story("float", "Floating point is a leaky abstraction, and that's fine",
      "https://numerics.blog/leaky-floats", "obelus", 147, 35, 16.0,
      lines=[
          "The classic demo never gets old:\n\n```\n>>> 0.1 + 0.2 == 0.3\nFalse\n>>> abs((0.1 + 0.2) - 0.3) < 1e-9\nTrue\n```\n\nThe post's point is that this is a feature of binary representation, not a bug, and that's a point worth making more often.",
          "Never store money in floats. I know, I know, everyone knows. Except the last three codebases I inherited.",
          "Kahan summation deserves more fame than it has.",
      ])

story("zig", "Comptime, from the perspective of a C++ programmer",
      "https://zigzag.dev/comptime-for-cpp-people", "spandrel", 158, 42, 18.5,
      lines=[
          "The big difference is that comptime is just the same language, run earlier. Templates are a second language that happens to be Turing-complete by accident.",
          "Error messages are where this really shines. A failed comptime assertion reads like a normal runtime error, not three pages of instantiation backtrace.",
          "I'm curious how this scales on large codebases. Compile-time execution is great until the compile takes an hour.",
      ])

story("arith", "Compressing text with arithmetic coding, by hand",
      "https://bitsandpieces.net/arithmetic-coding-by-hand", "zolnai", 119, 14, 48.0,
      lines=[
          "Doing it by hand with fractions is a great teaching approach. The integer implementation details obscure the idea.",
          "Next step: range coding, and then you understand half of every modern compressor.",
      ])

story("hubble", "New measurements shrink the uncertainty in the Hubble constant",
      "https://skyandsignal.org/hubble-tension-update", "lodestar", 206, 54, 28.0,
      lines=[
          "So the tension is still there, just with smaller error bars. That's either new physics or a very stubborn systematic error.",
          "Layperson question: is it plausible that both measurements are right and the universe is just not as uniform as we assume?",
          "The distance ladder has so many rungs. Every one of them has been checked by several teams, which is what makes the disagreement interesting.",
      ])

story("sabre", "A 1960s airline reservation system still runs parts of travel booking",
      "https://computinghistory.review/reservation-systems", "mizzen", 225, 32, 35.0,
      lines=[
          "The cryptic booking codes travel agents still use come straight from the limits of those terminals. Nothing is more permanent than a temporary protocol.",
          "The transaction throughput those mainframes achieved in the sixties would be respectable for a web service today.",
          "My aunt was a reservations agent and could type those commands faster than I can type English.",
      ])

story("gameboy", "Writing a Game Boy emulator taught me more than my CS degree",
      "https://pixelbus.dev/emulator-lessons", "quillon", 337, 74, 12.0,
      lines=[
          "The degree taught you the vocabulary you used to understand the emulator. They're not competing.",
          "Emulators are the perfect project: there's a precise spec, test ROMs tell you when you're wrong, and the reward is playing a game.",
          "The timing section is where it gets real. Getting the CPU right is a weekend; getting the display timing right is a season.",
          "I'd argue this about any large project you finish on your own. The emulator part is incidental.",
      ])

story("fan", "Why does my laptop fan spin up when I open a web page?",
      "https://quietmachines.net/fan-and-the-web", "vireo", 88, 29, 43.0,
      lines=[
          "Open the browser's task manager next time. It's almost always one tab with an animated ad or a runaway script.",
          "Background video autoplay is the number one culprit in my measurements, even when it's muted and off screen.",
      ])

story("dumbphone", "The quiet return of the basic phone",
      "https://slowsignal.net/basic-phones", "drift_ice", 197, 83, 32.0,
      lines=[
          "I tried it for a month. The hardest part wasn't social media, it was two-factor authentication and parking apps.",
          "The market for this is people who can afford a smartphone and choose not to. That's a luxury good, not a movement.",
          "My kids' school sends everything through an app. Opting out of smartphones is opting out of a lot of civic life now.",
          "I carry one on weekends. It's made weekends feel longer, in a good way.",
      ])

story("ci", "How we cut our CI time from 40 minutes to 6",
      "https://build.cassowary.io/ci-forty-to-six", "cassowary", 231, 46, 14.5,
      lines=[
          "Most of the win was caching dependencies properly, which is the least glamorous and most effective fix for almost every slow pipeline.",
          "Test sharding is great until one shard takes 80% of the time because of a single slow test file.",
          "I'm always a little sad when these posts say \"we added more machines\". Nothing wrong with it, but it's not much of a lesson.",
          "The flaky test quarantine is the real gem here. Flaky tests poison trust in CI faster than slowness does.",
      ])

story("pagecache", "Understanding the Linux page cache with a single experiment",
      "https://kernelnotes.dev/page-cache-experiment", "lintel", 183, 24, 37.0,
      lines=[
          "Run it twice and watch the second read be 50× faster. Best demonstration of caching there is.\n\n```\n$ sync; echo 3 | sudo tee /proc/sys/vm/drop_caches\n$ time cat big.bin > /dev/null   # cold\n$ time cat big.bin > /dev/null   # warm\n```",
          "\"Free memory is wasted memory\" took me years to internalize. The cache isn't stealing anything from you.",
          "Great post. Would have loved a section on what happens under memory pressure.",
      ])

story("webserver", "An oral history of a university's first web server",
      "https://archives.northfield.edu/oral-history/first-web-server", "anouk_b", 142, 18, 54.0,
      lines=[
          "The bit where they had to ask permission from the department head to \"publish\" the phone directory is wonderful.",
          "Oral histories like this are disappearing fast. Grateful someone recorded these conversations.",
      ])

story("plankton", "Plankton blooms seen from orbit reveal hidden ocean currents",
      "https://earthfromabove.org/plankton-currents", "dulse", 165, 15, 58.0,
      lines=[
          "Those satellite images look like paintings. It's incredible that they also carry real data.",
          "Using biology as a tracer for physics is such an elegant trick.",
      ])

story("git", "Git's object model in fifteen minutes",
      "https://gitinternals.dev/object-model", "heddle", 274, 27, 7.0,
      lines=[
          "Once you understand that a commit is a tree plus parents plus a message, and a branch is just a pointer, everything else stops being scary.",
          "Try this after reading:\n\n```\n$ git cat-file -p HEAD\n$ git cat-file -p HEAD^{tree}\n```\n\nSeeing the raw objects makes it concrete.",
          "The part about packfiles deserved more than a paragraph, but I understand why they kept it short.",
      ])

story("deps", "The maintenance cost of a dependency you never update",
      "https://sorrel.dev/frozen-dependencies", "sorrel", 24, 12, 4.5, front=False,
      lines=[
          "The cost isn't linear. Skipping one update is free. Skipping five means the sixth is a migration project.",
          "We pin everything and update monthly on a schedule. Boring, predictable, and far less painful than panic upgrades after a vulnerability.",
          "Vendoring is underrated for small, stable libraries. If it hasn't changed in three years, copy it in and own it.",
      ])

story("ampersand", "A brief history of the ampersand (&)",
      "https://letterforms.net/ampersand", "umlaut_fan", 19, 5, 3.5, front=False,
      lines=[
          "It used to be recited as the last letter of the alphabet in schoolrooms, which is where the name comes from.",
          "Some of those italic ampersands are so beautiful. Designers clearly had fun with this one.",
      ])

story("ssd", "Why your SSD slows down when it is almost full",
      "https://storagedeep.com/ssd-full-slowdown", "ingot", 22, 9, 2.8, front=False,
      lines=[
          "Leave 10–20% free and your drive will thank you. The controller needs room to shuffle blocks around.",
          "The explanation of SLC caching is the clearest I've seen. Explains why the first few gigabytes of a big copy are fast and then it falls off a cliff.",
      ])

story("tz", "Storing time zones in database columns without regret",
      "https://dataplumbing.io/timezones-columns", "grebe", 17, 8, 3.9, front=False,
      lines=[
          "Store UTC and the original zone name, never the offset. Offsets change; zone rules change; you'll want to recompute.",
          "Future events are the trap. A meeting at 9am in a city next year should be stored as local time plus zone, because the rules might change before then.",
      ])

story("workstation", "Bringing a 1991 workstation back to life",
      "https://oldiron.blog/1991-workstation", "rushlight", 13, 4, 2.4, front=False,
      lines=[
          "Capacitors, capacitors, capacitors. Always the first thing to go.",
          "That boot chime brought back memories of a computer lab I haven't thought about in thirty years.",
      ])

story("brackets", "The math behind fair tournament brackets",
      "https://probablyfair.net/tournament-brackets", "eyot", 9, 4, 4.9, front=False,
      lines=[
          "The surprising result is that seeding doesn't maximize the chance that the best team wins; it maximizes the chance that the final is interesting.",
          "Double elimination fixes a lot of this at the cost of twice the games.",
      ])

# new-only stories (small, recent)
story("rss", "I built my own RSS reader and started reading again", "https://morgenlicht.page/rss-again",
      "zinnia", 14, 5, 1.1, front=False,
      lines=["Same experience here. A chronological list with no algorithm is weirdly restful.",
             "What are you using for fetching? I always end up fighting broken feeds."])
story("sdr", "Listening to aircraft with a $25 radio dongle", "https://skylisten.net/adsb-dongle",
      "ironbark", 8, 3, 0.4, front=False,
      lines=["Put the antenna as high as you can. Going from the desk to the attic tripled my range."])
story("lisp", "A Lisp interpreter in 200 lines of Python", "https://parenthetic.dev/tiny-lisp",
      "wimble", 6, 2, 0.3, front=False,
      lines=["Every programmer should write one of these once. It demystifies so much."])
story("bread", "The chemistry of sourdough, for impatient engineers", "https://crumbscience.net/sourdough",
      "marrow", 4, 0, 0.2, front=False)
story("fonts", "Variable fonts and the end of the font family", "https://typeandbits.com/variable-fonts",
      "glim", 3, 0, 0.1, front=False)
story("mesh", "Mesh networking in a rural town, two years in", "https://ruralmesh.org/two-years",
      "upland", 12, 4, 1.8, front=False,
      lines=["What did you use for the backhaul? Line-of-sight is always the hard part in hilly areas.",
             "This is the kind of infrastructure story I wish got more attention."])
assert len(STORIES) >= 56

# ---------------------------------------------------------------------------
# Markup -> HN HTML
# ---------------------------------------------------------------------------
URL_RE = re.compile(r"https?://[^\s<{]+")


def esc(s):
    return (s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#x27;"))


def raw_tokens(s):
    return s.replace("{ESC}", "&#x1b;").replace("{BEL}", "&#x7;")


def linkify(s):
    def sub(m):
        url = m.group(0)
        trail = ""
        while url and url[-1] in ".,;:)":
            trail = url[-1] + trail
            url = url[:-1]
        shown = url if len(url) <= 60 else url[:57] + "..."
        return '<a href="%s" rel="nofollow">%s</a>%s' % (url, shown, trail)
    return URL_RE.sub(sub, s)


def para_html(p):
    if p.startswith("```"):
        code = p[3:].strip("\n")
        if code.endswith("```"):
            code = code[:-3].rstrip("\n")
        return "<pre><code>" + raw_tokens(esc(code)) + "\n</code></pre>"
    h = esc(p)
    h = re.sub(r"(?<![\w*])\*([^*\s][^*]*?)\*(?![\w*])", r"<i>\1</i>", h)
    h = linkify(h)
    return raw_tokens(h)


def to_html(src):
    # split into paragraphs; keep ``` blocks intact even if they contain blank lines
    parts, cur, in_code = [], [], False
    for line in src.split("\n"):
        if line.startswith("```"):
            if not in_code:
                if cur:
                    parts.append("\n".join(cur)); cur = []
                cur = ["```"]; in_code = True
            else:
                parts.append("\n".join(cur)); cur = []; in_code = False
            continue
        if in_code:
            cur.append(line)
        elif line == "":
            if cur:
                parts.append("\n".join(cur)); cur = []
        else:
            cur.append(line)
    if cur:
        parts.append("\n".join(cur))
    out = ""
    for i, p in enumerate(parts):
        h = para_html(p)
        out += h if i == 0 else "<p>" + h
    return out


# ---------------------------------------------------------------------------
# Comment trees
# ---------------------------------------------------------------------------
class Node:
    __slots__ = ("parent", "depth", "src", "author", "children", "t", "id", "deleted", "kind")

    def __init__(self, parent, src, author, kind):
        self.parent = parent
        self.depth = 0 if parent is None else parent.depth + 1
        self.src = src
        self.author = author
        self.kind = kind
        self.children = []
        self.t = None
        self.id = None
        self.deleted = False
        if parent is not None:
            parent.children.append(self)


def pick_author(st, parent):
    while True:
        a = rng.choice(HANDLES)
        if (parent is None or a != parent.author) and a != st["author"]:
            return a


def asked(node):
    """Author of the comment a reply-to-a-reply goes back to."""
    return node.parent.author if node.parent is not None else None


EXPERIENCE_QS = QUESTIONS[3:6]
CJK_RE = re.compile("[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af]")
EXPERIENCE_RE = re.compile(r"\b(we|We|our|Our|I|my|My)\b")

KIND_WEIGHT = {"chain": 0.0, "topic": 3.0, "anecdote": 2.5, "generic": 1.5, "answer": 1.2, "op": 0.8,
               "question": 4.0, "disagree": 2.5, "rebuttal": 1.0, "agree": 0.25,
               "concession": 0.05, "metoo": 0.05}
CLOSED = {"question": "answer", "disagree": "rebuttal", "rebuttal": "concession"}


def pick_unused(pool, used, tries=12):
    s = rng.choice(pool)
    for _ in range(tries):
        if s not in used:
            break
        s = rng.choice(pool)
    return s


def build_tree(st):
    nodes, used = [], []

    def add(parent, src, author, kind):
        n = Node(parent, src, author, kind)
        nodes.append(n)
        used.append(src)
        return n

    # 1. written comments and their written replies
    for entry in st["lines"]:
        src, reps = (entry if isinstance(entry, tuple) else (entry, []))
        top = add(None, src, pick_author(st, None), "topic")
        attach_written(top, reps, st, add)

    floating = list(st["replies"])
    n = max(st["ncom"], len(nodes))
    reserved = len(DEEP_CHAIN) if st["key"] == "deep" else 0
    tops = sum(1 for x in nodes if x.parent is None)
    top_target = max(tops, round(n * (0.22 if n > 100 else 0.35)))

    while len(nodes) < n - reserved:
        if not nodes or (tops < top_target and rng.random() < 0.3):
            r = rng.random()
            if st["key"] == "big" and floating and r < 0.35:
                src, kind = floating.pop(0), "topic"
            elif r < 0.55:
                src, kind = pick_unused(GENERIC_TOP, used), "generic"
                if rng.random() < 0.3:
                    src = rng.choice(OPENERS) + " " + src
                elif rng.random() < 0.3:
                    src = src + " " + rng.choice(CLOSERS)
            elif r < 0.8:
                src, kind = pick_unused(ANECDOTES, used), "anecdote"
            else:
                src, kind = pick_unused(TOPIC_NUDGES, used), "generic"
            add(None, src, pick_author(st, None), kind)
            tops += 1
            continue

        cand = nodes[-6:] if rng.random() < 0.35 else nodes
        weights = []
        for c in cand:
            w = KIND_WEIGHT[c.kind] / (1.0 + 0.15 * c.depth)
            if CJK_RE.search(c.src):
                w *= 0.05
            if c.kind in CLOSED and any(k.kind == CLOSED[c.kind] for k in c.children):
                w *= 0.08
            weights.append(w)
        parent = rng.choices(cand, weights)[0]
        pk = parent.kind

        if pk == "question" and parent.src in QA:
            answers = [a for a in QA[parent.src] if a not in used] or QA[parent.src]
            add(parent, rng.choice(answers), asked(parent) or pick_author(st, parent), "answer")
        elif pk == "disagree" and asked(parent) and not any(k.kind == "rebuttal" for k in parent.children):
            add(parent, pick_unused(REBUTTALS, used), asked(parent), "rebuttal")
        elif pk == "rebuttal" and asked(parent) and not any(k.kind == "concession" for k in parent.children):
            add(parent, rng.choice(CONCESSIONS), asked(parent), "concession")
        elif pk in ("agree", "concession", "metoo", "rebuttal", "disagree", "question"):
            add(parent, pick_unused(ME_TOO + AGREE, used), pick_author(st, parent), "metoo")
        elif (st["kind"] == "show" and parent.depth == 0 and parent.author != st["author"]
              and rng.random() < 0.45
              and not any(k.author == st["author"] for k in parent.children)):
            add(parent, pick_unused(OP_REPLIES, used), st["author"], "op")
        else:
            r = rng.random()
            if floating and r < 0.18:
                add(parent, floating.pop(0), pick_author(st, parent), "topic")
            elif r < 0.38:
                src = pick_unused(AGREE, used)
                if rng.random() < 0.2:
                    src += " " + rng.choice(CLOSERS)
                add(parent, src, pick_author(st, parent), "agree")
            elif r < 0.6:
                pool = DISAGREE + DISAGREE_EXP if EXPERIENCE_RE.search(parent.src) else DISAGREE
                add(parent, pick_unused(pool, used), pick_author(st, parent), "disagree")
            elif r < 0.78:
                pool = QUESTIONS if EXPERIENCE_RE.search(parent.src) else \
                    [q for q in QUESTIONS if q not in EXPERIENCE_QS]
                add(parent, pick_unused(pool, used), pick_author(st, parent), "question")
            elif r < 0.94:
                q = quote_of(parent.src)
                kind = "agree" if rng.random() < 0.45 else "disagree"
                resp = pick_unused(AGREE if kind == "agree" else DISAGREE, used)
                if q:
                    add(parent, "> " + q + "\n\n" + resp, pick_author(st, parent), kind)
                else:
                    add(parent, resp, pick_author(st, parent), kind)
            else:
                add(parent, pick_unused(ANECDOTES, used), pick_author(st, parent), "anecdote")

    if st["key"] == "deep":
        parent = None
        for author, src in DEEP_CHAIN:
            parent = add(parent, src, author, "chain")
    return nodes


def attach_written(parent, reps, st, add):
    for r in reps:
        src, sub = (r if isinstance(r, tuple) else (r, []))
        if src.startswith("OP:"):
            src, author = src[3:], st["author"]
        elif src.startswith("GP:"):
            src, author = src[3:], parent.parent.author if parent.parent else parent.author
        else:
            author = pick_author(st, parent)
        child = add(parent, src, author, "topic")
        attach_written(child, sub, st, add)


# ---------------------------------------------------------------------------
# Build everything
# ---------------------------------------------------------------------------
for st in STORIES:
    assert st["hours"] * 3600 < NOW - T0, st["key"]
    st["t"] = NOW - int(st["hours"] * 3600) - rng.randint(0, 240)
    st["nodes"] = build_tree(st)

# deleted comments that still have replies, at several depths
def mark_deleted(st, depths):
    for d in depths:
        cands = [n for n in st["nodes"] if n.depth == d and n.children and not n.deleted and n.kind != "chain"
                 and n.author != st["author"]]
        if cands:
            rng.choice(cands).deleted = True

BY_KEY = {st["key"]: st for st in STORIES}
mark_deleted(BY_KEY["big"], [0, 1, 3, 5])
mark_deleted(BY_KEY["cobol"], [0])
mark_deleted(BY_KEY["dumbphone"], [1])
mark_deleted(BY_KEY["ask-tool"], [2])
mark_deleted(BY_KEY["escape"], [0])
mark_deleted(BY_KEY["gameboy"], [1])
# in the deep story: delete a node outside the scripted chain
mark_deleted(BY_KEY["deep"], [1])


def assign_times(st):
    def go(node, parent_t, top):
        window = NOW - parent_t
        mean = (80 if top else 35) * 60
        d = int(rng.expovariate(1.0 / mean)) + 30
        if st["key"] == "deep" and node.author in ("okonkwo_t", "freyvald", "pilcrow") \
                and node.src in [c[1] for c in DEEP_CHAIN]:
            d = rng.randint(180, 900)
        if d >= window:
            d = max(1, int(window * rng.uniform(0.05, 0.9)))
        node.t = parent_t + d
        for c in node.children:
            go(c, node.t, False)
    for n in st["nodes"]:
        if n.parent is None:
            go(n, st["t"], True)


for st in STORIES:
    assign_times(st)

# ids: one global sequence, increasing with time (about 9 items a minute)
events = [(st["t"], 0, i, st) for i, st in enumerate(STORIES)]
for i, st in enumerate(STORIES):
    for j, n in enumerate(st["nodes"]):
        events.append((n.t, 1, i * 10000 + j, n))
events.sort(key=lambda e: (e[0], e[1], e[2]))
last = ID_BASE
for t, _, _, obj in events:
    want = ID_BASE + (t - T0) * 9 // 60 + rng.randint(0, 3)
    nid = max(last + 1, want)
    last = nid
    if isinstance(obj, dict):
        obj["id"] = nid
    else:
        obj.id = nid
for st in STORIES:
    for n in st["nodes"]:
        assert n.t > st["t"] and n.t <= NOW
        if n.parent:
            assert n.t > n.parent.t and n.id > n.parent.id


def subtree(n):
    return 1 + sum(subtree(c) for c in n.children)


def iso_ms(t):
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(t)) + ".000Z"


def iso_z(t):
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(t))


def rank_children(children):
    keyed = [(-(subtree(c) + rng.random() * 3), c.t, c) for c in children]
    keyed.sort(key=lambda k: (k[0], k[1]))
    return [k[2] for k in keyed]


def node_json(n, st):
    kids = rank_children(n.children)
    return {
        "id": n.id, "type": "comment",
        "author": None if n.deleted else n.author,
        "title": None, "url": None,
        "text": None if n.deleted else to_html(n.src),
        "points": None, "parent_id": n.parent.id if n.parent else st["id"],
        "story_id": st["id"], "created_at": iso_ms(n.t), "created_at_i": n.t,
        "options": [], "children": [node_json(c, st) for c in kids],
    }


def item_json(st):
    tops = rank_children([n for n in st["nodes"] if n.parent is None])
    return {
        "id": st["id"], "type": "story", "author": st["author"], "title": st["title"],
        "url": st["url"], "text": to_html(st["text"]) if st["text"] else None,
        "points": st["points"], "parent_id": None, "story_id": st["id"],
        "created_at": iso_ms(st["t"]), "created_at_i": st["t"], "options": [],
        "children": [node_json(c, st) for c in tops],
    }


def hl(value):
    return {"matchLevel": "none", "matchedWords": [], "value": value}


def hit_json(st, on_front):
    tags = ["story", "author_" + st["author"], "story_%d" % st["id"]]
    if st["kind"] == "ask":
        tags.append("ask_hn")
    if st["kind"] == "show":
        tags.append("show_hn")
    if on_front:
        tags.append("front_page")
    h = {"_highlightResult": {"author": hl(st["author"]), "title": hl(st["title"])},
         "_tags": tags, "author": st["author"],
         "children": sorted(n.id for n in st["nodes"] if n.parent is None),
         "created_at": iso_ms(st["t"]) if (st["oldstyle"] or st["id"] % 3 == 0) else iso_z(st["t"]),
         "created_at_i": st["t"], "num_comments": len(st["nodes"]),
         "objectID": str(st["id"]), "points": st["points"], "story_id": st["id"]}
    if st["text"]:
        h["story_text"] = to_html(st["text"])
        h["_highlightResult"]["story_text"] = hl(h["story_text"])
    h["title"] = st["title"]
    last_t = max([n.t for n in st["nodes"]] + [st["t"]])
    h["updated_at"] = iso_z(min(NOW, last_t + rng.randint(30, 600)))
    if st["url"] is not None:
        h["url"] = st["url"]
        h["_highlightResult"]["url"] = hl(st["url"])
    elif st["oldstyle"]:
        h["url"] = None
    return h


def response(hits, page, nb_pages, nb_hits, params):
    return {"hits": hits, "nbHits": nb_hits, "page": page, "nbPages": nb_pages,
            "hitsPerPage": 30, "exhaustiveNbHits": True, "exhaustiveTypo": True,
            "exhaustive": {"nbHits": True, "typo": True}, "query": "", "params": params,
            "processingTimeMS": rng.randint(1, 9),
            "processingTimingsMS": {"_request": {"roundTrip": rng.randint(10, 30)},
                                    "total": rng.randint(1, 9)},
            "serverTimeMS": rng.randint(2, 12)}


front = [st for st in STORIES if st["front"]]
assert len(front) == 45, len(front)
front.sort(key=lambda st: -((st["points"] - 1) / ((NOW - st["t"]) / 3600 + 2) ** 1.8))
front_ids = [st["id"] for st in front]
newest = sorted(STORIES, key=lambda st: -st["t"])[:30]
asks = sorted([st for st in STORIES if st["kind"] == "ask"], key=lambda st: -st["points"])
shows = sorted([st for st in STORIES if st["kind"] == "show"], key=lambda st: -st["points"])
front_set = dict.fromkeys(front_ids)

files = {}
files["search-front-0.json"] = response([hit_json(s, True) for s in front[:30]], 0, 2, 45,
                                        "tags=front_page&page=0&hitsPerPage=30")
files["search-front-1.json"] = response([hit_json(s, True) for s in front[30:]], 1, 2, 45,
                                        "tags=front_page&page=1&hitsPerPage=30")
files["search-new-0.json"] = response([hit_json(s, s["id"] in front_set) for s in newest], 0, 1,
                                      len(newest), "tags=story&page=0&hitsPerPage=30")
files["search-ask-0.json"] = response([hit_json(s, s["id"] in front_set) for s in asks], 0, 1,
                                      len(asks), "tags=ask_hn&page=0&hitsPerPage=30")
files["search-show-0.json"] = response([hit_json(s, s["id"] in front_set) for s in shows], 0, 1,
                                       len(shows), "tags=show_hn&page=0&hitsPerPage=30")
listed = []
for name in ["search-front-0.json", "search-front-1.json", "search-new-0.json",
             "search-ask-0.json", "search-show-0.json"]:
    for h in files[name]["hits"]:
        if h["story_id"] not in listed:
            listed.append(h["story_id"])
for st in STORIES:
    if st["id"] in listed:
        files["items/%d.json" % st["id"]] = item_json(st)


def dump(obj):
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")) + "\n"


# write: replace the directory's JSON contents wholesale
if os.path.isdir(os.path.join(OUT, "items")):
    shutil.rmtree(os.path.join(OUT, "items"))
for f in os.listdir(OUT) if os.path.isdir(OUT) else []:
    if f.endswith(".json"):
        os.remove(os.path.join(OUT, f))
os.makedirs(os.path.join(OUT, "items"), exist_ok=True)
for name, obj in files.items():
    with open(os.path.join(OUT, name), "w", encoding="utf-8") as fh:
        fh.write(dump(obj))


# ---------------------------------------------------------------------------
# Validation (reads the files back)
# ---------------------------------------------------------------------------
def validate():
    KEYS = ["id", "type", "author", "title", "url", "text", "points", "parent_id", "story_id",
            "created_at", "created_at_i", "options", "children"]

    def load(name):
        with open(os.path.join(OUT, name), encoding="utf-8") as fh:
            return json.load(fh)

    def walk(node, story_id, parent, depth, acc):
        assert list(node.keys()) == KEYS, node.keys()
        assert node["story_id"] == story_id
        assert T0 <= node["created_at_i"] <= NOW
        if node["type"] == "comment":
            acc["n"] += 1
            assert node["parent_id"] == parent["id"]
            assert node["created_at_i"] > parent["created_at_i"]
            if node["author"] is None:
                assert node["text"] is None and node["children"], "deleted leaf"
                acc["deleted"] += 1
        acc["depth"] = max(acc["depth"], depth)
        for c in node["children"]:
            walk(c, story_id, node, depth + 1, acc)

    titles = []
    depth_of = {}
    for name in ["search-front-0.json", "search-front-1.json", "search-new-0.json",
                 "search-ask-0.json", "search-show-0.json"]:
        r = load(name)
        for h in r["hits"]:
            assert isinstance(h["objectID"], str) and int(h["objectID"]) == h["story_id"]
            item = load("items/%s.json" % h["objectID"])
            acc = {"n": 0, "deleted": 0, "depth": 0}
            walk(item, item["id"], None, 0, acc)
            assert acc["n"] == h["num_comments"], (name, h["objectID"])
            assert h["children"] == sorted(c["id"] for c in item["children"])
            assert T0 <= h["created_at_i"] <= NOW and 3 <= h["points"] <= 900
            if "ask_hn" in h["_tags"]:
                assert "url" not in h or h["url"] is None
                assert h.get("story_text")
            depth_of[h["story_id"]] = acc
            if h["title"] not in titles:
                titles.append(h["title"])
    f0, f1 = load("search-front-0.json"), load("search-front-1.json")
    assert len(f0["hits"]) == 30 and len(f1["hits"]) == 15
    new = load("search-new-0.json")["hits"]
    assert len(new) == 30
    assert [h["created_at_i"] for h in new] == sorted((h["created_at_i"] for h in new), reverse=True)
    assert len(load("search-ask-0.json")["hits"]) >= 6
    assert len(load("search-show-0.json")["hits"]) >= 6
    assert all(h["title"].startswith("Show HN:") for h in load("search-show-0.json")["hits"])
    assert len(titles) >= 45
    item_files = sorted(os.listdir(os.path.join(OUT, "items")))
    assert len(item_files) == len(depth_of)
    big = max(depth_of, key=lambda k: depth_of[k]["n"])
    deepest = max(depth_of, key=lambda k: depth_of[k]["depth"])
    assert depth_of[big]["n"] >= 320
    assert depth_of[deepest]["depth"] >= 11
    assert big in [h["story_id"] for h in f0["hits"]]
    total = 0
    for dp, _, fs in os.walk(OUT):
        for f in fs:
            total += os.path.getsize(os.path.join(dp, f))
    assert total < 3 * 1024 * 1024, total
    return dict(stories=len(depth_of), big=big, big_comments=depth_of[big]["n"],
                deepest=deepest, depth=depth_of[deepest]["depth"],
                deleted=sum(a["deleted"] for a in depth_of.values()),
                comments=sum(a["n"] for a in depth_of.values()), bytes=total)


if __name__ == "__main__":
    info = validate()
    ids = {st["key"]: st["id"] for st in STORIES}
    info["ask_ids"] = [st["id"] for st in asks]
    info["hostile"] = ids["escape"]
    info["unicode"] = ids["width"]
    print(json.dumps(info), file=sys.stderr)
