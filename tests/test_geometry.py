import pytest

from printkit.geometry import centroid, shared_border, voronoi_cells


def _area(poly):
    return abs(sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1]))) / 2


def test_voronoi_cells_tile_the_rectangle():
    seeds = [(10, 10), (80, 20), (40, 60), (90, 90), (20, 95)]
    cells = voronoi_cells(seeds, (0, 0, 100, 100))
    assert sum(_area(c) for c in cells) == pytest.approx(100 * 100)
    for seed, cell in zip(seeds, cells):  # each cell holds its own seed
        cx, cy = centroid(cell)
        assert min(x for x, _ in cell) <= seed[0] <= max(x for x, _ in cell)


def test_shared_border_of_two_halves():
    left, right = voronoi_cells([(25, 50), (75, 50)], (0, 0, 100, 100))
    (x1, y1), (x2, y2) = shared_border(left, right)
    assert x1 == pytest.approx(50) and x2 == pytest.approx(50)
    assert abs(y2 - y1) == pytest.approx(100)


def test_cells_touching_at_a_corner_share_no_border():
    cells = voronoi_cells([(25, 25), (75, 75), (75, 25), (25, 75)], (0, 0, 100, 100))
    assert shared_border(cells[0], cells[1]) is None


def test_polyline_distance_is_to_the_nearest_segment():
    from printkit.geometry import polyline_distance

    line = [(0.0, 0.0), (10.0, 0.0), (10.0, 10.0)]
    assert polyline_distance(line, (5.0, 3.0)) == 3.0  # above the first segment
    assert polyline_distance(line, (13.0, 5.0)) == 3.0  # beside the second
    assert polyline_distance(line, (-3.0, -4.0)) == 5.0  # beyond the first end: to the end point
