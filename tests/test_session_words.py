"""`printkit play donetsk_airport --lang ru`: the session's own words in Russian, from the translation table
templates/session/words.yaml, driven through standard input."""

from __future__ import annotations

import re

from tests.test_play_session import play


def test_every_language_has_every_phrase_with_the_same_placeholders():
    from printkit.session.words import table

    langs = table()
    assert set(langs) >= {"en", "ru"}
    en = langs["en"]
    for lang, phrases in langs.items():
        assert set(phrases) == set(en), (lang, set(phrases) ^ set(en))
        for key, text in phrases.items():
            assert set(re.findall(r"{(\w+)}", text)) == set(re.findall(r"{(\w+)}", en[key])), (lang, key)


def test_every_position_command_has_help_in_every_language():
    from printkit.session.shell import POSITION_COMMANDS
    from printkit.session.words import table

    for lang, phrases in table().items():
        for command in POSITION_COMMANDS:
            assert "help_" + command.replace("-", "_") in phrases, (lang, command)


def test_russian_show_help_and_errors():
    r = play("donetsk_airport", ["show ua-inf.1", "help", "help move", "move ua-inf.1 K4", "undo", "undo", "foo",
                                 "move ua-inf.1", "show zzz"], "--scenario", "first_battle", "--lang", "ru")
    out, err = r.stdout, r.stderr
    assert r.returncode == 1  # piped, and commands failed
    assert out.splitlines()[0].split() == ["фишка", "юнит", "где", "сторона", "состояние"]
    assert "ua-inf.1  УКР Пехота  s1_ukraine  полная" in out  # 10.1: Ukrainian infantry set up in their zone
    assert "позиция: show move" in out and "калькуляторы:" in out and "справка по команде" in out
    assert "move ФИШКА МЕСТО: переместить фишку" in out
    assert "УКР Пехота (ua-inf.1): s1_ukraine -> K4" in out and "отменено" in out
    assert err.splitlines() == [
        "ошибка: нечего отменять",
        "ошибка: неизвестная команда 'foo'; введите help, чтобы увидеть команды",
        "ошибка: move требует фишку и место: move ФИШКА МЕСТО",
        "ошибка: 'zzz' — не гекс, не район и не бокс игры Донецк: битва за аэропорт"]
    assert not re.search(r"\b(piece|unit|location|error|undone|nothing)\b", out + err)


def test_english_session_words_unchanged():
    r = play("donetsk_airport", ["show ua-inf.1", "undo"], "--scenario", "first_battle")
    assert r.stdout.splitlines()[0].split() == ["piece", "unit", "location", "side", "up", "state"]
    assert r.stderr.strip() == "error: nothing to undo"


def test_russian_calculator_errors_carry_the_russian_prefix():
    # 6.2, 16.3: the CRT is read with 2D6; a roll of 13 is refused
    r = play("donetsk_airport", ["fire 6 4 --roll 13"], "--lang", "ru")
    assert r.returncode == 1
    assert r.stderr.startswith("ошибка: ") and "2D6" in r.stderr
