#!/usr/bin/env python3
"""Draws the pictures bundled for `tidings --demo` (Sources/Feeds/Demo/pictures): five news
photographs' stand-ins (JPEG, through libjpeg's cjpeg: Debian's libjpeg-turbo-progs) and three
Product Hunt thumbnails (PNG).
Plain Python, no packages: each picture is a few shapes painted at twice its size and averaged
down, so edges are smooth. Run it again only to change the pictures:

    python3 scripts/make-demo-pictures.py Sources/Feeds/Demo/pictures
"""
import math
import os
import random
import struct
import subprocess
import sys
import zlib


class Canvas:
    def __init__(self, width, height, scale=2):
        self.scale = scale
        self.width = width * scale
        self.height = height * scale
        self.pixels = [[(0, 0, 0)] * self.width for _ in range(self.height)]

    # Coordinates are in the final picture's pixels; the canvas is `scale` times finer.
    def gradient(self, top, bottom, y0=0.0, y1=None, colours=None):
        y1 = self.height / self.scale if y1 is None else y1
        for y in range(int(y0 * self.scale), min(self.height, int(y1 * self.scale))):
            t = (y / self.scale - y0) / max(1e-6, y1 - y0)
            c = mix(top, bottom, t) if colours is None else along(colours, t)
            self.pixels[y] = [c] * self.width

    def paint(self, inside, colour, alpha=1.0, box=None):
        x0, y0, x1, y1 = box or (0, 0, self.width / self.scale, self.height / self.scale)
        s = self.scale
        for y in range(max(0, int(y0 * s)), min(self.height, int(math.ceil(y1 * s)))):
            row = self.pixels[y]
            fy = (y + 0.5) / s
            for x in range(max(0, int(x0 * s)), min(self.width, int(math.ceil(x1 * s)))):
                if inside((x + 0.5) / s, fy):
                    row[x] = colour if alpha >= 1 else mix(row[x], colour, alpha)

    def rect(self, x0, y0, x1, y1, colour, alpha=1.0):
        self.paint(lambda x, y: True, colour, alpha, (x0, y0, x1, y1))

    def ellipse(self, cx, cy, rx, ry, colour, alpha=1.0, angle=0.0):
        c, s = math.cos(angle), math.sin(angle)
        r = max(rx, ry)

        def inside(x, y):
            dx, dy = x - cx, y - cy
            u, v = dx * c + dy * s, -dx * s + dy * c
            return (u / rx) ** 2 + (v / ry) ** 2 <= 1

        self.paint(inside, colour, alpha, (cx - r, cy - r, cx + r, cy + r))

    def polygon(self, points, colour, alpha=1.0):
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]

        def inside(x, y):
            crossings = False
            j = len(points) - 1
            for i in range(len(points)):
                (xi, yi), (xj, yj) = points[i], points[j]
                if (yi > y) != (yj > y) and x < (xj - xi) * (y - yi) / (yj - yi) + xi:
                    crossings = not crossings
                j = i
            return crossings

        self.paint(inside, colour, alpha, (min(xs), min(ys), max(xs), max(ys)))

    def line(self, x0, y0, x1, y1, width, colour, alpha=1.0):
        dx, dy = x1 - x0, y1 - y0
        length = math.hypot(dx, dy) or 1
        nx, ny = -dy / length * width / 2, dx / length * width / 2
        self.polygon([(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)], colour, alpha)

    def rows(self):
        """The picture at its final size, each pixel the mean of its scale × scale samples."""
        s = self.scale
        out = []
        for y in range(0, self.height, s):
            row = []
            for x in range(0, self.width, s):
                samples = [self.pixels[y + j][x + i] for j in range(s) for i in range(s)]
                row.append(tuple(sum(c[k] for c in samples) // len(samples) for k in range(3)))
            out.append(row)
        return out


def mix(a, b, t):
    t = min(1.0, max(0.0, t))
    return tuple(int(round(a[k] + (b[k] - a[k]) * t)) for k in range(3))


def along(colours, t):
    t = min(1.0, max(0.0, t)) * (len(colours) - 1)
    i = min(len(colours) - 2, int(t))
    return mix(colours[i], colours[i + 1], t - i)


def harbour():
    c = Canvas(320, 180)
    c.gradient(None, None, 0, 110, colours=[(58, 72, 128), (214, 120, 96), (250, 196, 120)])
    c.ellipse(228, 100, 16, 16, (255, 226, 160))
    c.gradient(None, None, 110, 180, colours=[(40, 70, 110), (16, 32, 58)])
    for i in range(40):
        y = 114 + i * 1.7
        x = random.uniform(0, 300)
        c.rect(x, y, x + random.uniform(8, 40), y + 0.6, (250, 190, 130) if abs(x - 220) < 40 else (90, 120, 160), 0.5)
    c.rect(0, 96, 150, 112, (44, 40, 48))  # the quay
    colours = [(190, 60, 50), (40, 110, 170), (60, 140, 80), (220, 170, 50), (150, 80, 150)]
    for row in range(3):
        for col in range(6):
            x = 8 + col * 22 + (row % 2) * 6
            c.rect(x, 88 - row * 9, x + 20, 96 - row * 9, colours[(row * 2 + col) % 5])
            c.rect(x, 88 - row * 9, x + 20, 89 - row * 9, (30, 30, 30), 0.4)
    # A gantry crane, the one still standing.
    c.line(160, 112, 168, 30, 4, (30, 28, 36))
    c.line(188, 112, 180, 30, 4, (30, 28, 36))
    c.rect(150, 28, 250, 34, (30, 28, 36))
    c.line(168, 30, 200, 12, 2, (30, 28, 36))
    c.line(200, 12, 250, 28, 1.5, (30, 28, 36))
    c.line(236, 34, 236, 70, 1, (30, 28, 36))
    c.rect(230, 70, 242, 76, (200, 70, 50))
    # A ship coming in at dawn.
    c.polygon([(250, 128), (312, 128), (304, 140), (258, 140)], (28, 24, 34))
    c.rect(270, 118, 296, 128, (220, 220, 220))
    c.rect(286, 110, 292, 118, (200, 60, 50))
    return c


def buses():
    c = Canvas(320, 180)
    c.gradient(None, None, 0, 120, colours=[(8, 10, 30), (28, 30, 70), (70, 50, 90)])
    for _ in range(40):
        c.rect(*(lambda x, y: (x, y, x + 0.8, y + 0.8))(random.uniform(0, 320), random.uniform(0, 60)), (230, 230, 255), 0.8)
    x = 0
    while x < 320:
        w = random.uniform(26, 54)
        h = random.uniform(40, 100)
        c.rect(x, 120 - h, x + w - 2, 120, (22, 24, 40))
        for wy in range(int(120 - h + 6), 114, 9):
            for wx in range(int(x + 4), int(x + w - 8), 8):
                if random.random() < 0.45:
                    c.rect(wx, wy, wx + 4, wy + 5, (255, 214, 120))
        x += w
    c.rect(0, 120, 320, 180, (34, 34, 44))
    for i in range(8):
        c.rect(i * 44, 148, i * 44 + 22, 150, (200, 190, 120))
    for sx in (40, 150, 260):
        c.rect(sx, 78, sx + 2, 132, (60, 60, 70))
        c.ellipse(sx + 1, 78, 26, 14, (255, 220, 140), 0.12)
        c.ellipse(sx + 1, 78, 4, 3, (255, 236, 180))
    # The night bus, lit from inside.
    c.rect(84, 118, 236, 150, (214, 60, 48))
    c.rect(84, 118, 236, 121, (240, 100, 80))
    for i in range(8):
        c.rect(92 + i * 17, 124, 104 + i * 17, 136, (255, 230, 160))
    c.rect(224, 124, 234, 146, (255, 240, 190))
    c.ellipse(110, 150, 8, 8, (20, 20, 24))
    c.ellipse(210, 150, 8, 8, (20, 20, 24))
    c.ellipse(238, 142, 20, 6, (255, 250, 200), 0.25)
    return c


def gardens():
    c = Canvas(320, 180)
    c.gradient(None, None, 0, 90, colours=[(90, 150, 220), (180, 210, 240)])
    c.ellipse(60, 30, 30, 10, (250, 250, 255), 0.8)
    c.ellipse(84, 26, 22, 9, (250, 250, 255), 0.8)
    c.ellipse(250, 44, 34, 9, (250, 250, 255), 0.7)
    c.rect(0, 90, 320, 180, (150, 120, 100))  # the building below
    for i in range(10):
        for j in range(3):
            c.rect(10 + i * 31, 128 + j * 18, 26 + i * 31, 138 + j * 18, (70, 80, 100))
    c.rect(0, 88, 320, 120, (120, 110, 100))  # the roof
    c.rect(0, 86, 320, 90, (90, 80, 75))
    for i in range(5):
        x = 14 + i * 62
        c.rect(x, 96, x + 50, 114, (110, 70, 40))  # planters
        for _ in range(40):
            px = random.uniform(x + 2, x + 48)
            py = random.uniform(78, 98)
            c.ellipse(px, py, random.uniform(3, 7), random.uniform(2, 5), random.choice([(60, 140, 60), (80, 170, 70), (40, 110, 50)]))
        for _ in range(6):
            c.ellipse(random.uniform(x + 4, x + 46), random.uniform(78, 92), 2.2, 2.2, random.choice([(230, 70, 80), (250, 200, 60), (240, 240, 240)]))
    c.rect(280, 40, 284, 88, (90, 90, 100))  # a sensor mast
    c.rect(274, 40, 290, 48, (230, 230, 235))
    return c


def butterfly():
    c = Canvas(320, 180)
    c.gradient(None, None, 0, 180, colours=[(140, 190, 120), (70, 120, 60), (40, 80, 40)])
    for _ in range(160):
        x = random.uniform(0, 320)
        y = random.uniform(60, 180)
        c.line(x, y, x + random.uniform(-3, 3), y - random.uniform(8, 20), 1, (50, 100, 40), 0.7)
    for _ in range(18):
        x, y = random.uniform(0, 320), random.uniform(100, 175)
        for k in range(5):
            a = k * 2 * math.pi / 5
            c.ellipse(x + 3 * math.cos(a), y + 3 * math.sin(a), 2.4, 2.4, (250, 250, 240))
        c.ellipse(x, y, 1.6, 1.6, (240, 190, 40))
    cx, cy = 160, 80
    orange, black, white = (236, 130, 30), (24, 20, 20), (250, 250, 250)
    for side in (-1, 1):
        c.ellipse(cx + side * 30, cy - 16, 34, 24, black, angle=side * -0.5)
        c.ellipse(cx + side * 30, cy - 16, 30, 20, orange, angle=side * -0.5)
        c.ellipse(cx + side * 22, cy + 18, 22, 16, black, angle=side * 0.5)
        c.ellipse(cx + side * 22, cy + 18, 18, 12, orange, angle=side * 0.5)
        c.line(cx + side * 10, cy - 10, cx + side * 52, cy - 30, 1.4, black)
        c.line(cx + side * 10, cy + 4, cx + side * 40, cy + 20, 1.2, black)
        for k in range(5):
            c.ellipse(cx + side * (44 + k * 4), cy - 36 + k * 6, 1.8, 1.8, white)
    c.ellipse(cx, cy, 4, 26, black)
    c.line(cx - 1, cy - 24, cx - 12, cy - 44, 1, black)
    c.line(cx + 1, cy - 24, cx + 12, cy - 44, 1, black)
    return c


def ferries():
    c = Canvas(320, 180)
    c.gradient(None, None, 0, 100, colours=[(150, 190, 225), (220, 232, 240)])
    c.polygon([(0, 100), (60, 70), (120, 96), (180, 80), (250, 100)], (120, 140, 130))
    c.gradient(None, None, 100, 180, colours=[(60, 120, 150), (30, 70, 100)])
    for _ in range(60):
        x, y = random.uniform(0, 320), random.uniform(104, 178)
        c.rect(x, y, x + random.uniform(6, 24), y + 0.7, (200, 225, 240), 0.5)
    # The battery ferry: a white hull, a green stripe, no funnel.
    c.polygon([(70, 118), (260, 118), (246, 142), (84, 142)], (245, 245, 245))
    c.rect(76, 126, 254, 130, (60, 170, 90))
    c.rect(110, 100, 220, 118, (235, 235, 235))
    c.rect(140, 88, 190, 100, (225, 225, 225))
    for i in range(9):
        c.rect(116 + i * 11, 105, 123 + i * 11, 111, (60, 80, 110))
    c.rect(150, 91, 180, 96, (60, 80, 110))
    c.polygon([(160, 80), (166, 80), (168, 88), (158, 88)], (60, 170, 90))  # the charging mast's light
    c.ellipse(165, 78, 4, 4, (120, 230, 140))
    c.polygon([(60, 142), (270, 142), (262, 146), (68, 146)], (20, 50, 70), 0.5)
    return c


def lanternfish():
    c = Canvas(96, 96)
    c.gradient(None, None, 0, 96, colours=[(18, 30, 70), (8, 14, 40)])
    c.ellipse(48, 50, 40, 40, (20, 40, 90), 0.6)
    c.ellipse(44, 56, 28, 16, (60, 110, 180))
    c.polygon([(66, 56), (86, 42), (82, 56), (86, 70)], (60, 110, 180))
    c.ellipse(30, 52, 4, 4, (250, 250, 250))
    c.ellipse(29, 52, 2, 2, (10, 10, 20))
    c.line(26, 42, 20, 22, 1.4, (120, 160, 210))
    c.ellipse(20, 20, 12, 12, (255, 220, 120), 0.25)
    c.ellipse(20, 20, 6, 6, (255, 230, 150))
    return c


def murmur():
    c = Canvas(96, 96)
    c.gradient(None, None, 0, 96, colours=[(250, 120, 90), (220, 70, 110)])
    for i, h in enumerate([14, 30, 46, 30, 58, 40, 22, 34, 12]):
        x = 14 + i * 8.5
        c.rect(x, 48 - h / 2, x + 5, 48 + h / 2, (255, 245, 240))
    c.rect(14, 76, 82, 79, (255, 245, 240), 0.7)
    c.rect(14, 84, 62, 87, (255, 245, 240), 0.7)
    return c


def atlas():
    c = Canvas(96, 96)
    c.rect(0, 0, 96, 96, (236, 226, 196))
    c.polygon([(0, 60), (30, 40), (52, 56), (70, 30), (96, 50), (96, 96), (0, 96)], (150, 190, 130))
    c.polygon([(52, 56), (70, 30), (88, 46), (72, 52)], (120, 160, 110))
    for r in (10, 18, 26):
        c.paint(lambda x, y, r=r: abs(math.hypot(x - 70, y - 44) - r) < 0.7, (110, 140, 90))
    c.line(10, 90, 40, 64, 2, (200, 80, 60))
    c.line(40, 64, 58, 70, 2, (200, 80, 60))
    c.line(58, 70, 70, 44, 2, (200, 80, 60))
    c.ellipse(70, 40, 6, 6, (200, 60, 50))
    c.polygon([(64, 42), (76, 42), (70, 54)], (200, 60, 50))
    c.ellipse(70, 40, 2.4, 2.4, (250, 240, 230))
    return c


def write_ppm(rows, path):
    with open(path, "wb") as f:
        f.write(b"P6 %d %d 255\n" % (len(rows[0]), len(rows)))
        for row in rows:
            f.write(bytes(v for pixel in row for v in pixel))


def write_png(rows, path):
    raw = b"".join(b"\x00" + bytes(v for pixel in row for v in pixel) for row in rows)

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)

    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n")
        f.write(chunk(b"IHDR", struct.pack(">IIBBBBB", len(rows[0]), len(rows), 8, 2, 0, 0, 0)))
        f.write(chunk(b"IDAT", zlib.compress(raw, 9)))
        f.write(chunk(b"IEND", b""))


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "Sources/Feeds/Demo/pictures"
    os.makedirs(folder, exist_ok=True)
    random.seed(22)  # the same pictures every run
    photos = {"port-reopens": harbour, "night-buses": buses, "rooftop-gardens": gardens,
              "butterfly-count": butterfly, "battery-ferries": ferries}
    for name, draw in photos.items():
        ppm = os.path.join(folder, name + ".ppm")
        write_ppm(draw().rows(), ppm)
        with open(os.path.join(folder, name + ".jpg"), "wb") as out:
            subprocess.run(["cjpeg", "-quality", "82", "-optimize", ppm], stdout=out, check=True)
        os.remove(ppm)
    # Product Hunt thumbnails are named by post, as the demo's answers give their addresses.
    for name, draw in {"880101": lanternfish, "880212": murmur, "880952": atlas}.items():
        write_png(draw().rows(), os.path.join(folder, name + ".png"))


if __name__ == "__main__":
    main()
