"""Map projections and border rings (printkit/geo.py)."""

from __future__ import annotations

import math

import pytest

from printkit.geo import Projector, ring_gaps, ring_points
from printkit.model.geo import Border, Projection

REGION = (10.0, 20.0, 300.0, 200.0)


@pytest.mark.parametrize("proj", [
    Projection(kind="equirectangular", bounds=(27, 44, 41, 53), lon0=34, lat0=48.5),
    Projection(kind="lcc", bounds=(27, 44, 41, 53), lon0=34, lat0=48.5, parallels=(46, 51)),
])
def test_north_up_east_right_and_inside_the_region(proj):
    p = Projector(proj, REGION)
    x0, y0 = p.mm(34, 48.5)
    assert p.mm(35, 48.5)[0] > x0 and p.mm(34, 49.5)[1] < y0  # east is right, north is up (y down)
    assert abs(x0 - (REGION[0] + REGION[2] / 2)) < 0.5 * REGION[2] and REGION[1] < y0 < REGION[1] + REGION[3]


@pytest.mark.parametrize("proj", [
    Projection(kind="equirectangular", bounds=(27, 44, 41, 53), lon0=34, lat0=48.5),
    Projection(kind="lcc", bounds=(27, 44, 41, 53), lon0=34, lat0=48.5, parallels=(46, 51)),
])
def test_true_shape_at_the_centre(proj):
    """A small step east covers cos(lat) of the same step north (both projections are true there)."""
    p = Projector(proj, REGION)
    d = 0.01
    x0, y0 = p.mm(34, 48.5)
    east = math.hypot(*(a - b for a, b in zip(p.mm(34 + d, 48.5), (x0, y0))))
    north = math.hypot(*(a - b for a, b in zip(p.mm(34, 48.5 + d), (x0, y0))))
    assert east / north == pytest.approx(math.cos(math.radians(48.5)), rel=2e-3)


def test_lcc_is_conformal_away_from_the_centre():
    p = Projector(Projection(kind="lcc", bounds=(27, 44, 41, 53), lon0=34, lat0=48.5, parallels=(46, 51)), REGION)
    d = 0.001
    for lon, lat in ((28, 45), (40, 52), (30, 50)):
        x0, y0 = p.mm(lon, lat)
        ex, ey = (a - b for a, b in zip(p.mm(lon + d, lat), (x0, y0)))
        nx, ny = (a - b for a, b in zip(p.mm(lon, lat + d), (x0, y0)))
        assert abs(ex * nx + ey * ny) / (math.hypot(ex, ey) * math.hypot(nx, ny)) < 1e-3  # right angles kept
        assert math.hypot(ex, ey) / math.hypot(nx, ny) == pytest.approx(math.cos(math.radians(lat)), rel=1e-3)


def test_rings_join_shared_borders_both_ways():
    borders = {"a|b": Border(between=("a", "b"), points=((1, 0), (1, 2))),
               "a|frame": Border(between=("a", "frame"), points=((1, 2), (0, 2), (0, 0), (1, 0)))}
    assert ring_points(borders, ["a|b", "a|frame"]) == [(1, 0), (1, 2), (0, 2), (0, 0)]
    assert ring_gaps(borders, ["a|b", "a|frame"]) == []
    assert ring_gaps(borders, ["-a|b", "a|frame"]) == [0, 1]  # walked backwards, it no longer meets
