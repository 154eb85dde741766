"""The table-side session (`printkit play`): one game loaded once, a position, every calculator a command."""
